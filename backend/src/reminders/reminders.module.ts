import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ImmunisationsModule } from '../immunisations/immunisations.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SettingsModule } from '../settings/settings.module';
import { PgBossReminderQueue } from './pg-boss-reminder-queue';
import { ScheduledReminderDoses } from './reminder-doses';
import { InProcessReminderQueue, REMINDER_QUEUE, type ReminderQueue } from './reminder-queue';
import { ReminderScheduler } from './reminder-scheduler';
import { ReminderDoseSource, RemindersService, WeeklyPlanSource } from './reminders.service';
import { PlannedDigestActivities } from './weekly-plan-digest';
import { RemindersAccountData } from './reminders-account-data.service';
import { SentReminder } from './sent-reminder.entity';
import { CalendarFeed } from './calendar-feed.entity';
import { CalendarController, CalendarFeedController } from './calendar-feed.controller';
import { CalendarFeedService } from './calendar-feed.service';
import { UnsubscribeController } from './unsubscribe.controller';

/**
 * Email reminders (docs/architecture.md, "Reminders"): the scan, the jobs that send them (pg-boss
 * on PostgreSQL, in process on SQLite) and the one-click unsubscribe.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([SentReminder, CalendarFeed]),
    SettingsModule,
    NotificationsModule,
    ImmunisationsModule,
    ActivitiesModule,
  ],
  controllers: [UnsubscribeController, CalendarFeedController, CalendarController],
  providers: [
    {
      provide: REMINDER_QUEUE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): ReminderQueue =>
        config.database.dialect === 'postgresql' ? new PgBossReminderQueue(config.database.url) : new InProcessReminderQueue(),
    },
    { provide: ReminderDoseSource, useClass: ScheduledReminderDoses },
    { provide: WeeklyPlanSource, useClass: PlannedDigestActivities },
    RemindersService,
    CalendarFeedService,
    ReminderScheduler,
    RemindersAccountData,
  ],
  exports: [RemindersService],
})
export class RemindersModule {}
