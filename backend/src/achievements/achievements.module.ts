import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { Achievement } from './achievement.entity';
import { AchievementsController } from './achievements.controller';
import { AchievementsService } from './achievements.service';
import { AchievementsAccountData } from './achievements-account-data.service';

/** Achievements: the rule table, awarding on activity and game events, and the list endpoint. */
@Module({
  imports: [MikroOrmModule.forFeature([Achievement]), ActivitiesModule, NotificationsModule],
  controllers: [AchievementsController],
  providers: [AchievementsAccountData, AchievementsService],
  exports: [AchievementsService],
})
export class AchievementsModule {}
