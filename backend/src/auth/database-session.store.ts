import type { MikroORM } from '@mikro-orm/core';
import session from 'express-session';
import { Session } from './session.entity';

type Callback<T = void> = (error?: unknown, value?: T) => void;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * express-session store over the Session entity: sessions survive restarts and are shared by
 * every backend instance, on SQLite and PostgreSQL alike. Each call uses its own forked
 * EntityManager, so it works outside a request context. Expired rows are pruned hourly.
 */
export class DatabaseSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout;

  constructor(private readonly orm: MikroORM) {
    super();
    this.pruneTimer = setInterval(() => void this.prune().catch(() => undefined), 60 * 60 * 1000);
    this.pruneTimer.unref();
  }

  private static expiry(data: session.SessionData): Date {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + DAY_MS);
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.orm.em
      .fork()
      .findOne(Session, { id: sid, expiresAt: { $gt: new Date() } })
      .then((row) => callback(null, row ? (JSON.parse(row.data) as session.SessionData) : null), callback);
  }

  /** The id passport keeps for the signed-in user, or null. */
  private static userId(data: session.SessionData): number | null {
    const user = (data as { passport?: { user?: unknown } }).passport?.user;
    return typeof user === 'number' ? user : null;
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    const em = this.orm.em.fork();
    const row = {
      id: sid,
      data: JSON.stringify(data),
      expiresAt: DatabaseSessionStore.expiry(data),
      userId: DatabaseSessionStore.userId(data),
    };
    em.upsert(Session, row).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    this.orm.em
      .fork()
      .nativeUpdate(Session, { id: sid }, { expiresAt: DatabaseSessionStore.expiry(data) })
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.orm.em
      .fork()
      .nativeDelete(Session, { id: sid })
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  /** Deletes expired sessions; returns how many. */
  async prune(): Promise<number> {
    return this.orm.em.fork().nativeDelete(Session, { expiresAt: { $lte: new Date() } });
  }

  /** Stops the prune timer (on shutdown). */
  close(): void {
    clearInterval(this.pruneTimer);
  }
}
