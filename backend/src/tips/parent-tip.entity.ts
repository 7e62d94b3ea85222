import { Entity, Property } from '@mikro-orm/core';
import type { ContentSourceKind, DomainType } from '@flourishly/contracts';
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

  /** Age range in months of developmental age, inclusive (tips choose by it under 24 months). */
  @Property({ type: 'integer', default: 0 })
  minAgeMonths!: number;

  @Property({ type: 'integer', default: 155 })
  maxAgeMonths!: number;

  @Property({ type: 'string', length: 20 })
  domain!: DomainType;

  @Property({ type: 'string', length: 200 })
  source!: string;

  @Property({ type: 'string', length: 300, nullable: true })
  sourceUrl: string | null = null;

  /** 'adapted' from the source or 'reviewed' against it (docs/content-sources.md). */
  @Property({ type: 'string', length: 10, default: 'reviewed' })
  sourceKind!: ContentSourceKind;

  @Property({ type: 'string', length: 20 })
  version!: string;
}
