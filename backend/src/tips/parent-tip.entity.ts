import { Entity, Property } from '@mikro-orm/core';
import type { DomainType } from '@flourishly/contracts';
import { IdEntity } from '../database/id.entity';

/** A seeded parent tip (content library), for an age range in whole years and one domain. */
@Entity({ tableName: 'parent_tips' })
export class ParentTip extends IdEntity {
  /** Stable content key, e.g. 'tip-3-4-2'; the seeder upserts by it. */
  @Property({ type: 'string', length: 40, unique: true })
  key!: string;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'integer' })
  minAge!: number;

  @Property({ type: 'integer' })
  maxAge!: number;

  @Property({ type: 'string', length: 20 })
  domain!: DomainType;

  @Property({ type: 'string', length: 200 })
  source!: string;

  @Property({ type: 'string', length: 20 })
  version!: string;
}
