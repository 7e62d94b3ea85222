import type { MikroORM } from '@mikro-orm/core';
import type { SessionStore } from '@fastify/session';
import type { Session as SessionData } from 'fastify';
import { plainRowReader } from '../database/plain-rows';
import { Session } from './session.entity';
import { User } from './user.entity';
import type { UserFields } from './user.mapper';

type Callback<T = void> = (error?: unknown, value?: T) => void;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A session ends this long after sign-in, however much it is used (docs/architecture.md, "Sessions"). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * DAY_MS;
/** A session ends after this long without a request. */
export const SESSION_IDLE_LIFETIME_MS = 7 * DAY_MS;
/** The stored expiry is renewed at most this often, so a request normally reads the session and writes nothing. */
export const SESSION_RENEW_INTERVAL_MS = HOUR_MS;

/** A `users` row as `get` reads it: every eager column, keyed by column name. */
export type SignedInUserRow = Record<string, unknown> & { id: number };

/**
 * How a signed-in user's row (read by {@link DatabaseSessionStore.get}) becomes the `User` entity,
 * mapped in an EntityManager of its own (the password hash is lazy and not in the row, and the
 * request's EntityManager loads the user afresh when a service asks for it), or its plain fields.
 */
export function signedInUserMapping(orm: MikroORM): {
  toEntity: (row: SignedInUserRow) => User;
  readFields: (row: SignedInUserRow) => UserFields;
} {
  return {
    toEntity: (row) => orm.em.fork({ disableContextResolution: true }).map(User, row),
    readFields: plainRowReader<UserFields>(orm.em, User),
  };
}

/**
 * The prototype of a {@link SignedInUserRow}: JSON leaves the row out, so @fastify/session's
 * change check (a hash of the session's JSON, twice per request) does not hash it; it is never
 * stored anyway.
 */
class UnserializedRow {
  toJSON(): undefined {
    return undefined;
  }
}

declare module 'fastify' {
  /** What a session holds besides @fastify/session's cookie. */
  interface Session {
    /** The signed-in user's id, set at sign-in. */
    userId?: number;
    /** When the session started (sign-in), epoch ms: the start of the absolute lifetime. */
    createdAt?: number;
    /** The stored expiry (epoch ms) as read by `get`, so `renew` can skip the write; never stored. */
    storedExpiresAt?: number;
    /**
     * The signed-in user's row (database column names), read by `get` in the same query as the
     * session so the request's user needs no second query; never stored.
     */
    signedInUserRow?: SignedInUserRow;
  }
}

/**
 * @fastify/session store over the Session entity: sessions survive restarts and are shared by
 * every backend instance, on SQLite and PostgreSQL alike. Each call uses its own forked
 * EntityManager, so it works outside a request context.
 *
 * Lifetime (docs/architecture.md, "Sessions"): the stored expiry is the earlier of "last use +
 * idle lifetime" and "sign-in + absolute lifetime"; `get` rejects a session past either, `renew`
 * writes the renewed expiry only when it moves by at least the renew interval (at most hourly),
 * and expired rows are pruned hourly.
 */
export class DatabaseSessionStore implements SessionStore {
  private readonly pruneTimer: NodeJS.Timeout;
  /** The session and its user in one statement: runs on every signed-in request. */
  private readonly readQuery: string;
  /** The user's columns in `readQuery`: [alias in the result, column name]. */
  private readonly userColumns: [string, string][];

  constructor(private readonly orm: MikroORM) {
    // Eager columns only: the password hash (lazy) never leaves the database on a read.
    this.userColumns = Object.values(orm.getMetadata().get(User.name).properties)
      .filter((property) => !property.lazy && property.fieldNames?.length === 1)
      .map((property) => [`u_${property.fieldNames[0]}`, property.fieldNames[0]]);
    const selected = this.userColumns.map(([alias, column]) => `u.${column} as ${alias}`);
    this.readQuery = `select s.data as s_data, s.expires_at as s_expires_at, ${selected.join(', ')} from sessions s left join users u on u.id = s.user_id where s.id = ?`;
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
  get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    const now = Date.now();
    this.orm.em
      .getConnection()
      .execute<Record<string, unknown>[]>(this.readQuery, [sid])
      .then((rows) => {
        const row = rows[0];
        const expiresAt = row ? DatabaseSessionStore.epochMs(row.s_expires_at) : Number.NaN;
        if (!row || !(expiresAt > now)) return callback(null, null);
        const data = JSON.parse(String(row.s_data)) as SessionData;
        // A row written before the absolute lifetime existed counts from its first use here.
        if (typeof data.createdAt === 'number' && data.createdAt + SESSION_ABSOLUTE_LIFETIME_MS <= now) return callback(null, null);
        data.storedExpiresAt = expiresAt;
        if (row.u_id !== null && row.u_id !== undefined) data.signedInUserRow = this.userRow(row);
        callback(null, data);
      }, callback);
  }

  /** The user's columns of a joined row, by their own column names. */
  private userRow(row: Record<string, unknown>): SignedInUserRow {
    const user = new UnserializedRow() as unknown as Record<string, unknown>;
    for (const [alias, column] of this.userColumns) user[column] = row[alias];
    return user as SignedInUserRow;
  }

  /** Stores the session (its cookie and fields, without what `get` added), with its user id and expiry. */
  set(sid: string, data: SessionData, callback: Callback): void {
    const now = Date.now();
    const { storedExpiresAt: _notStored, signedInUserRow: _notStoredEither, ...fields } = data;
    const createdAt = fields.createdAt ?? now;
    const expiresAt = DatabaseSessionStore.expiry(createdAt, now);
    const row = {
      id: sid,
      data: JSON.stringify({ ...fields, createdAt }),
      expiresAt: new Date(expiresAt),
      userId: typeof data.userId === 'number' ? data.userId : null,
    };
    this.orm.em
      .fork()
      .getRepository(Session)
      .upsert(row)
      .then(
        () => callback(),
        (error: unknown) => callback(error),
      );
  }

  /**
   * Renews the stored expiry of a session read by `get`, writing only when it moves by at least
   * SESSION_RENEW_INTERVAL_MS (so at most hourly); resolves without a query otherwise.
   */
  async renew(sid: string, data: SessionData): Promise<void> {
    const now = Date.now();
    const expiresAt = DatabaseSessionStore.expiry(data.createdAt ?? now, now);
    if (typeof data.storedExpiresAt === 'number' && expiresAt - data.storedExpiresAt < SESSION_RENEW_INTERVAL_MS) return;
    if (data.createdAt === undefined) {
      // Give an older row its start, so its absolute lifetime counts from now.
      await new Promise<void>((resolve, reject) => this.set(sid, data, (error) => (error ? reject(error as Error) : resolve())));
      return;
    }
    await this.orm.em
      .fork()
      .getRepository(Session)
      .nativeUpdate({ id: sid }, { expiresAt: new Date(expiresAt) });
  }

  destroy(sid: string, callback: Callback): void {
    this.orm.em
      .fork()
      .getRepository(Session)
      .nativeDelete({ id: sid })
      .then(
        () => callback(),
        (error: unknown) => callback(error),
      );
  }

  /** Deletes expired sessions; returns how many. */
  async prune(): Promise<number> {
    return this.orm.em
      .fork()
      .getRepository(Session)
      .nativeDelete({ expiresAt: { $lte: new Date(Date.now()) } });
  }

  /** Stops the prune timer (on shutdown). */
  close(): void {
    clearInterval(this.pruneTimer);
  }
}
