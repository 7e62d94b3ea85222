import { Entity, ManyToOne, OptionalProps, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { IdEntity } from '../database/id.entity';

/** A password-reset link sent by email: single use, one hour. Only the token's SHA-256 hash is stored. */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken extends IdEntity {
  [OptionalProps]?: 'usedAt' | 'createdAt';

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** Hex SHA-256 of the token. */
  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
