import { EntityManager, EntityRepository, UniqueConstraintViolationException } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable } from '@nestjs/common';
import { DEFAULT_LOCALE, MAX_NOTIFICATIONS_LISTED, type AppNotification, type Locale, type NotificationList } from '@flourishly/contracts';
import { Notification } from './notification.entity';
import { noticeTextsIn, storedNoticeIn, type NoticeSource } from './notice-texts';

interface NotificationTarget {
  userId: number;
  /** The child it is about: the notification goes when the child is deleted. */
  childId?: number | null;
  link?: string | null;
  /** A notification with a key is stored once: a second notify with the same key does nothing. */
  dedupeKey?: string;
}

/**
 * A notification to store: a notice (achievement, week's plan) by what its texts are told from,
 * told in the reader's language whenever it is listed; or texts told once as written (reminders,
 * already in the parent's language).
 */
export type NewNotification = NotificationTarget &
  ({ notice: NoticeSource } | { kind: AppNotification['kind']; title: string; body: string; notice?: undefined });

/** A parent's notifications: created by other modules, listed and marked read by the parent. */
@Injectable()
export class NotificationsService {
  constructor(@InjectRepository(Notification) private readonly notifications: EntityRepository<Notification>) {}

  /**
   * Stores a notification for the parent (flushes on the given EntityManager, or a fork). Returns
   * false when one with the same `dedupeKey` exists already (another instance may have sent it).
   */
  async notify(input: NewNotification, em: EntityManager = this.notifications.getEntityManager().fork()): Promise<boolean> {
    // A notice keeps its English too: the texts of a row whose parameters no longer tell it.
    const texts = input.notice
      ? { kind: input.notice.kind, ...noticeTextsIn(DEFAULT_LOCALE, input.notice), textParams: input.notice.params }
      : { kind: input.kind, title: input.title, body: input.body, textParams: null };
    em.getRepository(Notification).create({
      user: input.userId,
      child: input.childId ?? null,
      ...texts,
      link: input.link ?? null,
      dedupeKey: input.dedupeKey ?? null,
    });
    try {
      await em.flush();
      return true;
    } catch (error) {
      if (input.dedupeKey !== undefined && error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
  }

  /** Which of these dedupe keys have been used already. */
  async existingDedupeKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    // A fork: the scheduled check runs outside any request.
    const rows = await this.notifications
      .getEntityManager()
      .fork()
      .getRepository(Notification)
      .find({ dedupeKey: { $in: keys } }, { fields: ['dedupeKey'] });
    return new Set(rows.map((row) => row.dedupeKey!));
  }

  /**
   * The newest {@link MAX_NOTIFICATIONS_LISTED} notifications, newest first, and the unread count;
   * each notice's title and body in `locale` (notice-texts.ts), whatever the language when it was
   * stored, and a row without parameters as it was written.
   */
  async list(userId: number, locale: Locale = DEFAULT_LOCALE): Promise<NotificationList> {
    const [rows, unreadCount] = await Promise.all([
      this.notifications.find({ user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_NOTIFICATIONS_LISTED }),
      this.notifications.count({ user: userId, readAt: null }),
    ]);
    return {
      unreadCount,
      notifications: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        ...(storedNoticeIn(locale, row.kind, row.textParams) ?? { title: row.title, body: row.body }),
        link: row.link,
        createdAt: row.createdAt.toISOString(),
        read: row.readAt !== null,
      })),
    };
  }

  /** Marks the parent's notifications read (the given ids, or all); others' ids are ignored. */
  async markRead(userId: number, ids?: number[]): Promise<void> {
    const where = ids ? { user: userId, readAt: null, id: { $in: ids } } : { user: userId, readAt: null };
    await this.notifications.nativeUpdate(where, { readAt: new Date() });
  }
}
