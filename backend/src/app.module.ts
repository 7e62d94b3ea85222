import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { AccountModule } from './account/account.module';
import { AssessmentsModule } from './assessments/assessments.module';
import { AuthModule } from './auth/auth.module';
import { ChildrenAccessModule } from './children/children-access.module';
import { ChildrenModule } from './children/children.module';
import { GamesModule } from './games/games.module';
import { AchievementsModule } from './achievements/achievements.module';
import { ActivitiesModule } from './activities/activities.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ApiExceptionFilter } from './common/filters/api-exception.filter';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { redisClientProvider, RedisShutdown, REDIS_CLIENT } from './common/redis.provider';
import { SessionGuard } from './common/guards/session.guard';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { createOrmOptions } from './schema/orm-options';
import { HealthController } from './health/health.controller';
import { MailModule } from './mail/mail.module';
import { MarketingModule } from './marketing/marketing.module';
import { UsersModule } from './users/users.module';
import { SettingsModule } from './settings/settings.module';
import { RemindersModule } from './reminders/reminders.module';
import { DevicesModule } from './devices/devices.module';
import { TipsModule } from './tips/tips.module';
import { FamiliesModule } from './families/families.module';
import { ImmunisationsModule } from './immunisations/immunisations.module';
import { SharingModule } from './sharing/sharing.module';
import { GrowthModule } from './growth/growth.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { RemoteReleases } from './web/remote-releases';
import { RuntimeConfigController } from './web/runtime-config.controller';

/**
 * The root module: logging, database, global session guard, zod validation, error filter, domains.
 * `logger` is the app's pino logger; Fastify logs through it and binds `request.log` to the
 * request id (createApp), so Nest's logger only reuses it (`useExisting`). Outside a request,
 * nestjs-pino writes through the first app's logger of the process (one root per process).
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true }),
        // The request context is a Fastify hook (app.factory.ts), not Nest middleware.
        MikroOrmModule.forRoot({ ...createOrmOptions(config.database), registerRequestContext: false }),
        EventEmitterModule.forRoot(),
        ScheduleModule.forRoot(),
        RateLimitModule,
        MailModule,
        AuthModule,
        UsersModule,
        SettingsModule,
        RemindersModule,
        ChildrenAccessModule,
        GamesModule,
        NotificationsModule,
        ActivitiesModule,
        AchievementsModule,
        MarketingModule,
        ChildrenModule,
        AssessmentsModule,
        ImmunisationsModule,
        TipsModule,
        DevicesModule,
        FamiliesModule,
        SharingModule,
        GrowthModule,
        IdempotencyModule,
        AccountModule,
      ],
      controllers: [HealthController, RuntimeConfigController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: RemoteReleases, useValue: new RemoteReleases(config.releasesDir) },
        redisClientProvider,
        RedisShutdown,
        { provide: APP_GUARD, useClass: SessionGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
      exports: [APP_CONFIG, REDIS_CLIENT],
    };
  }
}
