import { Entity, ManyToOne, OptionalProps, Property, Unique } from '@mikro-orm/core';
import type { MemberRole } from '@flourishly/contracts';
import { User } from '../users/user.entity';
import { ChildRecord } from './child-record.entity';

/**
 * A person other than the owner with access to a child, as a caregiver or a viewer (the owner is
 * `Child.parent`; see docs/architecture.md, "Families"). One row per child and user; deleting
 * either deletes the row, so removing an account or a child ends its shares.
 */
@Entity({ tableName: 'child_members' })
@Unique({ properties: ['child', 'user'] })
export class ChildMember extends ChildRecord {
  [OptionalProps]?: 'createdAt';

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'string', length: 20 })
  role!: MemberRole;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
