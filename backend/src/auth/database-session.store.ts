import type { MikroORM } from '@mikro-orm/core';
import session from 'express-session';
import { User } from '../users/user.entity';
import { Session } from './session.entity';

type Callback<T = void> = (error?: unknown, value?: T) => void;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A session ends this long after sign-in, however much it is used (docs/architecture.md, "Sessions"). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * DAY_MS;
/** A session ends after this long without a request. */
export const SESSION_IDLE_LIFETIME_MS = 7 * DAY_MS;
/** The stored expiry is renewed at most this often, so a request normally reads the session and writes nothing. */
export const SESSION_RENEW_INTERVAL_MS = HOUR_MS;

/** What the store keeps in the session data besides express-session's and passport's fields. */
interface StoredFields {
  /** When the session started (sign-in), epoch ms: the start of the absolute lifetime. */
  createdAt?: number;
  /** The stored expiry (epoch ms) as read by `get`, so `touch` can skip the write; never stored. */
  storedExpiresAt?: number;
  /**
   * The signed-in user's row (database column names), read by `get` in the same query as the
   * session so the session serializer needs no second query; never stored.
   */
  signedInUserRow?: SignedInUserRow;
}

/** A `users` row as `get` reads it: every eager column, keyed by column name. */
export type SignedInUserRow = Record<string, unknown> & { id: number };

type StoredSessionData = session.SessionData & StoredFields;

/**
 * express-session store over the Session entity: sessions survive restarts and are shared by
 * every backend instance, on SQLite and PostgreSQL alike. Each call uses its own forked
 * EntityManager, so it works outside a request context.
 *
 * Lifetime (docs/architecture.md, "Sessions"): the stored expiry is the earlier of "last use +
 * idle lifetime" and "sign-in + absolute lifetime"; `get` rejects a session past either, `touch`
 * writes the renewed expiry only when it moves by at least the renew interval (at most hourly),
 * and expired rows are pruned hourly.
 */
export class DatabaseSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout;
  /** The session and its user in one statement: runs on every signed-in request. */
  private readonly readQuery: string;

  constructor(private readonly orm: MikroORM) {
    super();
    // Eager columns only: the password hash (lazy) never leaves the database on a read.
    const userColumns = Object.values(orm.getMetadata().get(User.name).properties)
      .filter((property) => !property.lazy && property.fieldNames?.length === 1)
      .map((property) => `u.${property.fieldNames[0]} as u_${property.fieldNames[0]}`);
    this.readQuery = `select s.data as s_data, s.expires_at as s_expires_at, ${userColumns.join(', ')} from sessions s left join users u on u.id = s.user_id where s.id = ?`;
    this.pruneTimer = setInterval(() => void this.prune().catch(() => undefined), HOUR_MS);
    this.pruneTimer.unref();
  }

  /** The expiry a session started at `createdAt` gets when used at `now` (epoch ms). */
  private static expiry(createdAt: number, now: number): number {
    return Math.min(now + SESSION_IDLE_LIFETIME_MS, createdAt + SESSION_ABSOLUTE_LIFETIME_MS);
  }

  /** A stored datetime as epoch ms: PostgreSQL gives a Date, SQLite a number (or its text). */
  private static epochMs(value: unknown): number {
    if (value instanceof Date) return value.getTime();
    if (typeof value === 'number') return value;
    const text = String(value);
    return /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  }

  /**
   * The session with its signed-in user's row (`signedInUserRow`), in one plain query without
   * the ORM's entity machinery: this runs on every signed-in request (docs/architecture.md,
   * "Hot path"). Null when unknown or past its idle or absolute lifetime.
   */
  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    const now = Date.now();
    this.orm.em
      .getConnection()
      .execute<Record<string, unknown>[]>(this.readQuery, [sid])
      .then((rows) => {
        const row = rows[0];
        const expiresAt = row ? DatabaseSessionStore.epochMs(row.s_expires_at) : Number.NaN;
        if (!row || !(expiresAt > now)) return callback(null, null);
        const data = JSON.parse(String(row.s_data)) as StoredSessionData;
        // A row written before the absolute lifetime existed counts from its first use here.
        if (typeof data.createdAt === 'number' && data.createdAt + SESSION_ABSOLUTE_LIFETIME_MS <= now) return callback(null, null);
        data.storedExpiresAt = expiresAt;
        if (row.u_id !== null && row.u_id !== undefined) data.signedInUserRow = DatabaseSessionStore.userRow(row);
        callback(null, data);
      }, callback);
  }

  /** The `u_`-prefixed columns of a joined row, by their own column names. */
  private static userRow(row: Record<string, unknown>): SignedInUserRow {
    const user: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(row)) if (column.startsWith('u_')) user[column.slice(2)] = value;
    return user as SignedInUserRow;
  }

  /** The id passport keeps for the signed-in user, or null. */
  private static userId(data: session.SessionData): number | null {
    const user = (data as { passport?: { user?: unknown } }).passport?.user;
    return typeof user === 'number' ? user : null;
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    const now = Date.now();
    const { storedExpiresAt: _notStored, signedInUserRow: _notStoredEither, ...fields } = data as StoredSessionData;
    const createdAt = fields.createdAt ?? now;
    // The live session keeps its start for a second save in the same request; not enumerable, so
    // express-session's change check (a hash of the enumerable fields) does not see it.
    if (!('createdAt' in data)) Object.defineProperty(data, 'createdAt', { value: createdAt, writable: true, configurable: true });
    const expiresAt = DatabaseSessionStore.expiry(createdAt, now);
    const row = {
      id: sid,
      data: JSON.stringify({ ...fields, createdAt }),
      expiresAt: new Date(expiresAt),
      userId: DatabaseSessionStore.userId(data),
    };
    this.orm.em
      .fork()
      .upsert(Session, row)
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  /** Renews the stored expiry, writing only when it moves by at least SESSION_RENEW_INTERVAL_MS. */
  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    const fields = data as StoredSessionData;
    const now = Date.now();
    const expiresAt = DatabaseSessionStore.expiry(fields.createdAt ?? now, now);
    if (typeof fields.storedExpiresAt === 'number' && expiresAt - fields.storedExpiresAt < SESSION_RENEW_INTERVAL_MS) {
      callback?.();
      return;
    }
    if (fields.createdAt === undefined) {
      // Give an older row its start, so its absolute lifetime counts from now.
      this.set(sid, data, callback);
      return;
    }
    this.orm.em
      .fork()
      .nativeUpdate(Session, { id: sid }, { expiresAt: new Date(expiresAt) })
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
    return this.orm.em.fork().nativeDelete(Session, { expiresAt: { $lte: new Date(Date.now()) } });
  }

  /** Stops the prune timer (on shutdown). */
  close(): void {
    clearInterval(this.pruneTimer);
  }
}
