import { Entity, Index, ManyToOne, OptionalProps, Property, Unique } from '@mikro-orm/core';
import { Child } from '../children/child.entity';
import { IdEntity } from '../database/id.entity';
import { User } from '../users/user.entity';

/**
 * A user's `Idempotency-Key` on a replayable write (docs/architecture.md, "Idempotent writes"):
 * inserted before the write runs, so the unique (user, key) claims it for one request on every
 * instance; the answer is stored when the write succeeds, and the row is removed when it fails.
 * Rows older than 24 hours are pruned.
 */
@Entity({ tableName: 'idempotency_keys' })
@Unique({ properties: ['user', 'key'] })
export class IdempotencyKey extends IdEntity {
  [OptionalProps]?: 'child' | 'status' | 'responseBody' | 'createdAt';

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** The child the write was about (its `{childId}`), so deleting the child deletes its keys; none for other routes. */
  @ManyToOne(() => Child, { nullable: true, deleteRule: 'cascade', index: true })
  child: Child | null = null;

  /** The client's key: 1-255 visible ASCII characters. */
  @Property({ type: 'string', length: 255 })
  key!: string;

  /** The request it was used on: method and path, e.g. 'POST /api/child-profiles/7/measurements'. */
  @Property({ type: 'text' })
  route!: string;

  /** SHA-256 (hex) of the request body as canonical JSON (canonical-json.ts). */
  @Property({ type: 'string', length: 64 })
  bodyHash!: string;

  /** The success status answered; null while the first request is still running. */
  @Property({ type: 'integer', nullable: true })
  status: number | null = null;

  /** The JSON answered, as sent (null for an answer without a body). */
  @Property({ type: 'text', nullable: true })
  responseBody: string | null = null;

  @Index()
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
