import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { UsersModule } from '../users/users.module';
import { AccountContributors } from './account-contributors.service';
import { AccountController } from './account.controller';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { PasswordResetToken } from './password-reset-token.entity';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';

/** The account's own matters: data export, account deletion and password reset by email. */
@Module({
  imports: [MikroOrmModule.forFeature([PasswordResetToken]), DiscoveryModule, UsersModule],
  controllers: [AccountController, PasswordResetController],
  providers: [AccountContributors, AccountExportService, AccountDeletionService, PasswordResetService],
})
export class AccountModule {}
