import { Entity, OneToOne, OptionalProps, Property } from '@mikro-orm/core';
import { IdEntity } from '../database/id.entity';
import { User } from '../users/user.entity';

/**
 * A parent's private calendar feed (docs/product.md, "Calendar feed"): one per user, only the
 * SHA-256 hash of its token kept. A new feed replaces the row, so the earlier link stops working;
 * deleting the row revokes it.
 */
@Entity({ tableName: 'calendar_feeds' })
export class CalendarFeed extends IdEntity {
  [OptionalProps]?: 'createdAt';

  @OneToOne(() => User, { owner: true, unique: true, deleteRule: 'cascade' })
  user!: User;

  /** Hex SHA-256 of the token. */
  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
