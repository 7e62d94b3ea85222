import { Entity, ManyToOne, OptionalProps, Property } from '@mikro-orm/core';
import type { MemberRole } from '@flourishly/contracts';
import { Child } from '../children/child.entity';
import { User } from '../users/user.entity';
import { IdEntity } from '../database/id.entity';

/**
 * An invitation to a child as a caregiver or viewer. Only the SHA-256 hash of its random token is
 * kept, so a database leak reveals no usable link. Pending while not accepted, not cancelled and
 * before `expiresAt`; accepting it once ends it.
 */
@Entity({ tableName: 'child_invitations' })
export class ChildInvitation extends IdEntity {
  [OptionalProps]?: 'createdAt' | 'acceptedAt' | 'acceptedBy' | 'cancelledAt';

  @ManyToOne(() => Child, { deleteRule: 'cascade', index: true })
  child!: Child;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  invitedBy!: User;

  @Property({ type: 'string', length: 20 })
  role!: MemberRole;

  /** Hex SHA-256 of the token. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  acceptedAt: Date | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  acceptedBy: User | null = null;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt: Date | null = null;
}
