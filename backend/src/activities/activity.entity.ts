import { Entity, Property, Unique } from '@mikro-orm/core';
import type { ContentSourceKind, DomainType } from '@flourishly/contracts';
import { IdEntity } from '../database/id.entity';

/** A library activity (seeded from activities/content; upserted by its stable slug). */
@Entity({ tableName: 'activities' })
export class Activity extends IdEntity {
  @Unique()
  @Property({ type: 'string', length: 160 })
  slug!: string;

  @Property({ type: 'string', length: 160 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'string', length: 20 })
  domainType!: DomainType;

  /** Duration in minutes. */
  @Property({ type: 'integer' })
  durationMinutes!: number;

  /** Age range in whole years, inclusive. */
  @Property({ type: 'integer' })
  minAge!: number;

  @Property({ type: 'integer' })
  maxAge!: number;

  /** Age range in months of developmental age, inclusive (the plan chooses by it under 24 months). */
  @Property({ type: 'integer', default: 0 })
  minAgeMonths!: number;

  @Property({ type: 'integer', default: 155 })
  maxAgeMonths!: number;

  @Property({ type: 'json' })
  materials: string[] = [];

  @Property({ type: 'string', length: 160 })
  skill!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  sourceName: string | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  sourceUrl: string | null = null;

  /** 'adapted' from the source or 'reviewed' against it (docs/content-sources.md); null without one. */
  @Property({ type: 'string', length: 10, nullable: true })
  sourceKind: ContentSourceKind | null = null;
}
