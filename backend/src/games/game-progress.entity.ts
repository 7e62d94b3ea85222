import { Entity, ManyToOne, OptionalProps, Property, Unique } from '@mikro-orm/core';
import { Game } from './game.entity';
import { ChildRecord } from '../children/child-record.entity';

/**
 * A child's progress in one game (docs/product.md): the level to play next (raised when a
 * result reaches 80%), the best result and the number of completed plays.
 */
@Entity({ tableName: 'game_progress' })
@Unique({ properties: ['child', 'game'] })
export class GameProgress extends ChildRecord {
  [OptionalProps]?: 'currentLevel' | 'bestScore' | 'bestPercent' | 'timesPlayed' | 'lastPlayedAt';

  @ManyToOne(() => Game)
  game!: Game;

  @Property({ type: 'integer', default: 1 })
  currentLevel: number = 1;

  @Property({ type: 'integer', default: 0 })
  bestScore: number = 0;

  @Property({ type: 'integer', default: 0 })
  bestPercent: number = 0;

  @Property({ type: 'integer', default: 0 })
  timesPlayed: number = 0;

  @Property({ type: 'datetime', nullable: true })
  lastPlayedAt: Date | null = null;
}
