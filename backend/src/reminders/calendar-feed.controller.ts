import { Controller, ForbiddenException, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { endpoints, type CalendarFeedLink, type ParamsOf } from '@flourishly/contracts';
import { Public } from '../common/decorators/public.decorator';
import { ContractRoute } from '../common/openapi/routes';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/user.entity';
import { CalendarFeedService } from './calendar-feed.service';

/** The signed-in parent's private calendar feed link (docs/product.md, "Calendar feed"). */
@ApiTags('reminders')
@Controller('users/:userId/calendar-feed')
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  /**
   * POST /api/users/{userId}/calendar-feed: 201 `{url: "<PUBLIC_URL>/api/calendar/{token}.ics"}`,
   * a new 256-bit token; the earlier link stops working. 403 for another user's id.
   */
  @ContractRoute(endpoints.createCalendarFeed, 'users/:userId/calendar-feed')
  async create(@Param() { userId }: ParamsOf<typeof endpoints.createCalendarFeed>, @CurrentUser() user: User): Promise<CalendarFeedLink> {
    if (userId !== user.id) throw new ForbiddenException('You can only make your own calendar feed');
    return this.feeds.create(user.id);
  }

  /** DELETE /api/users/{userId}/calendar-feed: 204; the link stops working. 403 for another user's id. */
  @ContractRoute(endpoints.revokeCalendarFeed, 'users/:userId/calendar-feed')
  async revoke(@Param() { userId }: ParamsOf<typeof endpoints.revokeCalendarFeed>, @CurrentUser() user: User): Promise<void> {
    if (userId !== user.id) throw new ForbiddenException('You can only revoke your own calendar feed');
    await this.feeds.revoke(user.id);
  }
}

/** The calendar feed itself, for calendar apps: no cookie, the token is the key. */
@ApiTags('reminders')
@Public()
@Controller('calendar')
export class CalendarController {
  constructor(private readonly feeds: CalendarFeedService) {}

  /**
   * GET /api/calendar/{token}.ics: `text/calendar`, an all-day event per immunisation dose,
   * recommended screening and milestone checklist of every child the feed's parent can see (from
   * 30 days ago), in the feed's parent's language (`Content-Language`). 404 for an unknown or
   * revoked token.
   */
  @ContractRoute(endpoints.calendarFeed, 'calendar')
  async feed(
    @Param() { token }: ParamsOf<typeof endpoints.calendarFeed>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<string> {
    const { text, locale } = await this.feeds.feed(token);
    response.header('Content-Language', locale);
    response.header('Cache-Control', 'private, max-age=900');
    response.header('X-Robots-Tag', 'noindex, nofollow');
    response.header('Referrer-Policy', 'no-referrer');
    response.type('text/calendar; charset=utf-8');
    return text;
  }
}
