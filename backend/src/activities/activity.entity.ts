import { Entity, Property, Unique } from '@mikro-orm/core';
import type { DomainType } from '@flourishly/contracts';
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

  @Property({ type: 'json' })
  materials: string[] = [];

  @Property({ type: 'string', length: 160 })
  skill!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  sourceName: string | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  sourceUrl: string | null = null;
}
