import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Child } from '../children/child.entity';
import { Game } from './game.entity';

/**
 * A child's progress in one game (docs/product.md): the level to play next (raised when a
 * result reaches 80%), the best result and the number of completed plays.
 */
@Entity({ tableName: 'game_progress' })
@Unique({ properties: ['child', 'game'] })
export class GameProgress {
  [OptionalProps]?: 'currentLevel' | 'bestScore' | 'bestPercent' | 'timesPlayed' | 'lastPlayedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Child, { deleteRule: 'cascade' })
  child!: Child;

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
