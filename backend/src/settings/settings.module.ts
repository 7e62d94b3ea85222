import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ContentLocaleInterceptor } from './content-locale.interceptor';
import { SettingsAccountData } from './settings-account-data.service';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { UserSettingsRecord } from './user-settings.entity';
import { UsersModule } from '../users/users.module';

/**
 * A parent's own choices (reminders, language); other modules read them through SettingsService.
 * Its interceptor answers the registry's localised endpoints in the parent's language.
 */
@Module({
  imports: [MikroOrmModule.forFeature([UserSettingsRecord]), UsersModule],
  controllers: [SettingsController],
  providers: [SettingsAccountData, SettingsService, { provide: APP_INTERCEPTOR, useClass: ContentLocaleInterceptor }],
  exports: [SettingsService],
})
export class SettingsModule {}
