import { EntityManager, EntityRepository, UniqueConstraintViolationException } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable } from '@nestjs/common';
import { MAX_NOTIFICATIONS_LISTED, type AppNotification, type NotificationList } from '@flourishly/contracts';
import { Notification } from './notification.entity';

export interface NewNotification {
  userId: number;
  /** The child it is about: the notification goes when the child is deleted. */
  childId?: number | null;
  kind: AppNotification['kind'];
  title: string;
  body: string;
  link?: string | null;
  /** A notification with a key is stored once: a second notify with the same key does nothing. */
  dedupeKey?: string;
}

/** A parent's notifications: created by other modules, listed and marked read by the parent. */
@Injectable()
export class NotificationsService {
  constructor(@InjectRepository(Notification) private readonly notifications: EntityRepository<Notification>) {}

  /**
   * Stores a notification for the parent (flushes on the given EntityManager, or a fork). Returns
   * false when one with the same `dedupeKey` exists already (another instance may have sent it).
   */
  async notify(input: NewNotification, em: EntityManager = this.notifications.getEntityManager().fork()): Promise<boolean> {
    em.getRepository(Notification).create({
      user: input.userId,
      child: input.childId ?? null,
      kind: input.kind,
      title: input.title,
      body: input.body,
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

  /** The newest {@link MAX_NOTIFICATIONS_LISTED} notifications, newest first, and the unread count. */
  async list(userId: number): Promise<NotificationList> {
    const [rows, unreadCount] = await Promise.all([
      this.notifications.find({ user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_NOTIFICATIONS_LISTED }),
      this.notifications.count({ user: userId, readAt: null }),
    ]);
    return {
      unreadCount,
      notifications: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        body: row.body,
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
