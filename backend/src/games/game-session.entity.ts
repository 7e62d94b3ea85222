import { Entity, ManyToOne, OptionalProps, Property } from '@mikro-orm/core';
import { Game } from './game.entity';
import { ChildRecord } from '../children/child-record.entity';

/**
 * One play of a game by a child (docs/product.md): created when the game has loaded,
 * completed once with the checked result. Deleting the child deletes its sessions.
 */
@Entity({ tableName: 'game_sessions' })
export class GameSession extends ChildRecord {
  [OptionalProps]?: 'correctAnswers' | 'totalQuestions' | 'feedback' | 'completedAt' | 'createdAt';

  @ManyToOne(() => Game)
  game!: Game;

  @Property({ type: 'integer' })
  difficultyLevel!: number;

  @Property({ type: 'datetime' })
  startedAt!: Date;

  /** Seconds played. */
  @Property({ type: 'integer' })
  duration!: number;

  @Property({ type: 'integer' })
  score!: number;

  @Property({ type: 'integer', nullable: true })
  correctAnswers: number | null = null;

  @Property({ type: 'integer', nullable: true })
  totalQuestions: number | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  feedback: string | null = null;

  /** Set once, when the session is completed. */
  @Property({ type: 'datetime', nullable: true })
  completedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
