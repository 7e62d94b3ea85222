import { Entity, OptionalProps, Property } from '@mikro-orm/core';
import type { Grade, InterestId, Locale } from '@flourishly/contracts';
import { IdEntity } from '../database/id.entity';

/** A parent or caregiver account (docs/product.md "User"). */
@Entity({ tableName: 'users' })
export class User extends IdEntity {
  [OptionalProps]?:
    | 'profileCompleted'
    | 'phoneNumber'
    | 'address'
    | 'schoolName'
    | 'schoolUrl'
    | 'grade'
    | 'selectedInterests'
    | 'locale'
    | 'createdAt'
    | 'updatedAt';

  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  /** argon2id hash in PHC string format. */
  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 120 })
  fullName!: string;

  @Property({ type: 'boolean', default: false })
  profileCompleted: boolean = false;

  @Property({ type: 'string', length: 40, nullable: true })
  phoneNumber: string | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  address: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  schoolName: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  schoolUrl: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  grade: Grade | null = null;

  @Property({ type: 'json' })
  selectedInterests: InterestId[] = [];

  /**
   * The language the parent chose (settings' `locale`), null until they choose: kept on the user
   * row so the session's one read carries it (docs/architecture.md, "Hot path").
   */
  @Property({ type: 'string', length: 8, nullable: true })
  locale: Locale | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
