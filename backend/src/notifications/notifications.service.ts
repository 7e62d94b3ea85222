import { EntityManager } from '@mikro-orm/core';
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
}

/** A parent's notifications: created by other modules, listed and marked read by the parent. */
@Injectable()
export class NotificationsService {
  constructor(private readonly em: EntityManager) {}

  /** Stores a notification for the parent (flushes on the given EntityManager, or a fork). */
  async notify(input: NewNotification, em: EntityManager = this.em.fork()): Promise<void> {
    em.create(Notification, {
      user: input.userId,
      child: input.childId ?? null,
      kind: input.kind,
      title: input.title,
      body: input.body,
      link: input.link ?? null,
    });
    await em.flush();
  }

  /** The newest {@link MAX_NOTIFICATIONS_LISTED} notifications, newest first, and the unread count. */
  async list(userId: number): Promise<NotificationList> {
    const [rows, unreadCount] = await Promise.all([
      this.em.find(Notification, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_NOTIFICATIONS_LISTED }),
      this.em.count(Notification, { user: userId, readAt: null }),
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
    await this.em.nativeUpdate(Notification, where, { readAt: new Date() });
  }
}
