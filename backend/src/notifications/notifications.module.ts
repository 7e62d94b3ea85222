import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Notification } from './notification.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { NotificationsAccountData } from './notifications-account-data.service';

/** Parent notifications; other modules inject NotificationsService to create them. */
@Module({
  imports: [MikroOrmModule.forFeature([Notification])],
  controllers: [NotificationsController],
  providers: [NotificationsAccountData, NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
