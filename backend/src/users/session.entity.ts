import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** One session, stored in the database so it survives restarts. */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'string', length: 128 })
  id!: string;

  /** The serialised session (JSON text). */
  @Property({ type: 'text' })
  data!: string;

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** The signed-in user of the session (null before sign-in), so a user's sessions can be ended together. */
  @Index()
  @Property({ type: 'integer', nullable: true })
  userId: number | null = null;
}
