import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Child } from '../children/child.entity';
import { Game } from './game.entity';

/**
 * One play of a game by a child (docs/product.md): created when the game has loaded,
 * completed once with the checked result. Deleting the child deletes its sessions.
 */
@Entity({ tableName: 'game_sessions' })
export class GameSession {
  [OptionalProps]?: 'correctAnswers' | 'totalQuestions' | 'feedback' | 'completedAt' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Child, { deleteRule: 'cascade' })
  child!: Child;

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
