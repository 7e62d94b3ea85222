import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SettingsAccountData } from './settings-account-data.service';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { UserSettingsRecord } from './user-settings.entity';
import { UsersModule } from '../users/users.module';

/**
 * A parent's own choices (reminders, language); other modules read them through SettingsService.
 */
@Module({
  imports: [MikroOrmModule.forFeature([UserSettingsRecord]), UsersModule],
  controllers: [SettingsController],
  providers: [SettingsAccountData, SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
