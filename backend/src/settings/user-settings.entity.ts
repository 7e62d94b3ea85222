import { Entity, OneToOne, OptionalProps, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { IdEntity } from '../database/id.entity';

/**
 * A parent's saved choices (docs/product.md, "Settings"), one row per user, made on the first
 * change. `choices` holds only what the parent set, as JSON: a new choice (e.g. the locale) needs
 * no migration, and an account that never set it reads its default (userSettingsFrom).
 */
@Entity({ tableName: 'user_settings' })
export class UserSettingsRecord extends IdEntity {
  [OptionalProps]?: 'updatedAt';

  @OneToOne(() => User, { owner: true, unique: true, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'json' })
  choices!: Record<string, unknown>;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}
