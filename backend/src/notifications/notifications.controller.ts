import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Locale, NotificationList } from '@flourishly/contracts';
import { ContentLocale } from '../common/locale/content-locale';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/user.entity';
import { NotificationsService } from './notifications.service';
import { endpoints, type BodyOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** The signed-in parent's notifications (achievements earned, a new week's plan ready). */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /**
   * GET /api/notifications: {notifications: [{id, kind, title, body, link, createdAt, read}] newest
   * first (max 50), unreadCount}; notices in the parent's language of today (Content-Language).
   */
  @ContractRoute(endpoints.notifications, 'notifications')
  list(@CurrentUser() user: User, @ContentLocale() locale: Locale): Promise<NotificationList> {
    return this.notifications.list(user.id, locale);
  }

  /** POST /api/notifications/read {ids?}: marks those (or all) read; 204. 400 for a malformed body. */
  @ContractRoute(endpoints.markNotificationsRead, 'notifications')
  async markRead(@Body() body: BodyOf<typeof endpoints.markNotificationsRead>, @CurrentUser() user: User): Promise<void> {
    await this.notifications.markRead(user.id, body.ids);
  }
}
