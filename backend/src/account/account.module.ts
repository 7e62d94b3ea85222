import { Module } from '@nestjs/common';
import { AccountController } from './account.controller';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';

/** The account's own matters: data export and account deletion. */
@Module({
  controllers: [AccountController],
  providers: [AccountExportService, AccountDeletionService],
})
export class AccountModule {}
