import { Entity, OptionalProps, Property, Unique } from '@mikro-orm/core';
import type { GameDomain, GameType } from '@flourishly/contracts';
import { IdEntity } from '../database/id.entity';

/**
 * A game of the catalogue (docs/product.md), seeded from games/content and upserted by its
 * stable slug. The questions are built from the content library per level and seed.
 */
@Entity({ tableName: 'games' })
export class Game extends IdEntity {
  [OptionalProps]?: 'contentVersion';

  @Unique()
  @Property({ type: 'string', length: 80 })
  slug!: string;

  @Property({ type: 'string', length: 120 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'string', length: 20 })
  domain!: GameDomain;

  @Property({ type: 'string', length: 20 })
  type!: GameType;

  /** Age range in whole years, inclusive. */
  @Property({ type: 'integer' })
  minAge!: number;

  @Property({ type: 'integer' })
  maxAge!: number;

  /** Number of difficulty levels (1 = easiest). */
  @Property({ type: 'integer' })
  levels!: number;

  /** The content-library version that last wrote this row. */
  @Property({ type: 'integer', default: 1 })
  contentVersion: number = 1;
}
