import { EntityRepository } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { createEvents, type EventAttributes } from 'ics';
import {
  addDaysIso,
  CALENDAR_FEED_TEXT,
  childPageHref,
  DEFAULT_LOCALE,
  isoDateOf,
  todayIsoDate,
  type CalendarFeedLink,
  type Locale,
} from '@flourishly/contracts';
import { ChildrenAccessService } from '../children/children-access.service';
import { generateSecretToken, hashSecretToken } from '../common/secret-token';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { mailText } from '../mail/mail.service';
import { CalendarFeed } from './calendar-feed.entity';
import { calendarEventText } from './reminder-mail';
import { childEvents, type ChildEvent, type ReminderChild } from './reminder-rules';
import { ReminderDoseSource } from './reminders.service';

/** Events from this many days ago on are in the feed: a dose or screening just missed still shows. */
export const CALENDAR_PAST_DAYS = 30;

/** 'yyyy-MM-dd' as the all-day date array of the ics library. */
const dateArray = (iso: string): [number, number, number] => {
  const [year, month, day] = iso.split('-').map(Number);
  return [year, month, day];
};

/** The day after 'yyyy-MM-dd' (an all-day event ends the next day). */
const nextDay = (iso: string) => addDaysIso(iso, 1);

/**
 * Private calendar feeds (docs/product.md, "Calendar feed"): one secret link per parent, answered
 * signed out as an iCalendar file (RFC 5545, made with the `ics` library) holding an all-day event
 * for each immunisation dose, recommended screening and milestone checklist of every child the
 * parent can see, from 30 days ago on.
 */
@Injectable()
export class CalendarFeedService {
  constructor(
    @InjectRepository(CalendarFeed) private readonly feeds: EntityRepository<CalendarFeed>,
    private readonly access: ChildrenAccessService,
    private readonly doses: ReminderDoseSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new feed for the user: a new 256-bit token (its hash stored); any earlier link stops working. */
  async create(userId: number): Promise<CalendarFeedLink> {
    const token = generateSecretToken();
    await this.feeds
      .getEntityManager()
      .fork()
      .transactional(async (em) => {
        await em.getRepository(CalendarFeed).nativeDelete({ user: userId });
        em.getRepository(CalendarFeed).create({ user: userId, tokenHash: hashSecretToken(token) });
      });
    return { url: `${this.config.publicUrl}/api/calendar/${token}.ics` };
  }

  /** Revokes the user's feed (nothing to do when there is none). */
  async revoke(userId: number): Promise<void> {
    await this.feeds.getEntityManager().fork().getRepository(CalendarFeed).nativeDelete({ user: userId });
  }

  /**
   * The iCalendar text of the feed with this token, in its parent's chosen language (English until
   * they choose, as reminders), with that language; 404 for a token that is not (or no longer) one.
   */
  async feed(token: string, now: Date = new Date()): Promise<{ text: string; locale: Locale }> {
    const em = this.feeds.getEntityManager().fork();
    const feed = /^[A-Za-z0-9_-]{43}$/.test(token)
      ? await em.getRepository(CalendarFeed).findOne({ tokenHash: hashSecretToken(token) }, { populate: ['user'] })
      : null;
    if (!feed) throw new NotFoundException(CALENDAR_FEED_TEXT.unknown);
    const children: ReminderChild[] = (await this.access.accessibleChildren(feed.user.id)).map(({ child }) => ({
      id: child.id,
      name: child.name,
      dateOfBirth: child.dateOfBirth,
      gestationalAgeAtBirthWeeks: child.gestationalAgeAtBirthWeeks,
      gestationalAgeAtBirthDays: child.gestationalAgeAtBirthDays,
      addedOn: isoDateOf(child.createdAt),
    }));
    const doses = await this.doses.dosesFor(children);
    const since = addDaysIso(todayIsoDate(now), -CALENDAR_PAST_DAYS);
    const events = children.flatMap((child) => childEvents(child, doses.get(child.id) ?? [])).filter((event) => event.on >= since);
    const locale = feed.user.locale ?? DEFAULT_LOCALE;
    const { error, value } = createEvents(
      events.map((event) => this.toEvent(event, locale, now)),
      {
        productId: '-//Flourishly//Reminders//EN',
        calName: mailText(locale, 'calendar.name'),
      },
    );
    if (error || value === null) throw error ?? new Error('The calendar could not be made');
    return { text: value, locale };
  }

  private toEvent(event: ChildEvent, locale: Locale, now: Date): EventAttributes {
    const { title, description } = calendarEventText(event, locale);
    return {
      uid: `${event.subject}@flourishly`,
      title,
      description,
      start: dateArray(event.on),
      end: dateArray(nextDay(event.on)),
      url: `${this.config.publicUrl}${childPageHref(event.childId)}`,
      transp: 'TRANSPARENT',
      busyStatus: 'FREE',
      lastModified: now.getTime(),
    };
  }
}
