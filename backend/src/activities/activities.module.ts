import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { ActivitiesController } from './activities.controller';
import { ActivitiesService } from './activities.service';
import { ActivityAssignment } from './activity-assignment.entity';
import { ActivityLibraryController } from './activity-library.controller';
import { Activity } from './activity.entity';
import { PlanDay } from './plan-day.entity';
import { WeeklyPlanAnnouncer } from './weekly-plan-announcer';
import { ActivitiesAccountData } from './activities-account-data.service';

/** The activity library, daily plans and their generation. */
@Module({
  imports: [MikroOrmModule.forFeature([Activity, ActivityAssignment, PlanDay]), NotificationsModule],
  controllers: [ActivitiesController, ActivityLibraryController],
  providers: [ActivitiesAccountData, ActivitiesService, WeeklyPlanAnnouncer],
  exports: [ActivitiesService],
})
export class ActivitiesModule {}
