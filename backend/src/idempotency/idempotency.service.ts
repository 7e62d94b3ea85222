import { EntityRepository, UniqueConstraintViolationException } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { IdempotencyKeyStore, type KeyClaim, type KeyUse } from '../common/idempotency/idempotency-key-store';
import { IdempotencyKey } from './idempotency-key.entity';

/** How long a key is kept and honoured: a phone's queued write replays within this time. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A claim still unanswered after this long belongs to a request whose instance stopped: the key counts as new. */
export const IDEMPOTENCY_CLAIM_TIMEOUT_MS = 60 * 1000;
/** How often expired keys are deleted. */
export const IDEMPOTENCY_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The `idempotency_keys` table (docs/architecture.md, "Idempotent writes"): one database for
 * every instance, on SQLite and PostgreSQL alike. Each call uses its own forked EntityManager,
 * apart from the write's unit of work, and commits at once.
 */
@Injectable()
export class IdempotencyService implements IdempotencyKeyStore {
  private readonly logger = new Logger(IdempotencyService.name);

  constructor(@InjectRepository(IdempotencyKey) private readonly keys: EntityRepository<IdempotencyKey>) {}

  /**
   * Claims `use.key` for this request by inserting its row (the unique (user, key) lets one request
   * in); a key older than 24 hours, or a claim left unanswered past the timeout, is deleted first.
   */
  async claim(use: KeyUse, now = new Date()): Promise<KeyClaim> {
    const keys = this.fork();
    await keys.nativeDelete({
      user: use.userId,
      key: use.key,
      $or: [
        { createdAt: { $lte: new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS) } },
        { status: null, createdAt: { $lte: new Date(now.getTime() - IDEMPOTENCY_CLAIM_TIMEOUT_MS) } },
      ],
    });
    try {
      const id = await keys.insert({
        user: use.userId,
        child: use.childId,
        key: use.key,
        route: use.route,
        bodyHash: use.bodyHash,
        createdAt: now,
      });
      return { outcome: 'claimed', id: Number(id) };
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    const first = await keys.findOne({ user: use.userId, key: use.key });
    // Released by a failed first request between the insert and this read: still busy for a moment.
    if (!first) return { outcome: 'in-flight' };
    if (first.route !== use.route || first.bodyHash !== use.bodyHash) return { outcome: 'mismatch' };
    if (first.status === null) return { outcome: 'in-flight' };
    return { outcome: 'replay', status: first.status, body: first.responseBody === null ? undefined : JSON.parse(first.responseBody) };
  }

  /** Stores the success answer of a claimed key (`body` undefined: an answer without one). */
  async complete(id: number, status: number, body: unknown): Promise<void> {
    await this.fork().nativeUpdate({ id }, { status, responseBody: body === undefined ? null : JSON.stringify(body) });
  }

  /** Gives a claimed key back after a failed request, so the client may retry with it. */
  async release(id: number): Promise<void> {
    await this.fork().nativeDelete({ id, status: null });
  }

  /** Deletes the keys older than 24 hours at `now`; returns how many. */
  async prune(now = new Date()): Promise<number> {
    return this.fork().nativeDelete({ createdAt: { $lte: new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS) } });
  }

  /** The keys' repository in an EntityManager of its own: each call commits apart from the write's unit of work. */
  private fork(): EntityRepository<IdempotencyKey> {
    return this.keys.getEntityManager().fork().getRepository(IdempotencyKey);
  }

  /** The hourly prune, on every instance (deleting twice is harmless); failures are logged. */
  @Interval(IDEMPOTENCY_PRUNE_INTERVAL_MS)
  async onSchedule(): Promise<void> {
    try {
      await this.prune();
    } catch (error) {
      this.logger.error('Pruning idempotency keys failed', error instanceof Error ? error.stack : String(error));
    }
  }
}
