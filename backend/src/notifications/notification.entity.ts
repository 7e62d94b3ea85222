import { Entity, ManyToOne, OptionalProps, Property } from '@mikro-orm/core';
import type { AppNotification } from '@flourishly/contracts';
import { Child } from '../children/child.entity';
import { User } from '../users/user.entity';
import { IdEntity } from '../database/id.entity';

/** A notification for a parent (an achievement earned, a new week's plan ready). */
@Entity({ tableName: 'notifications' })
export class Notification extends IdEntity {
  [OptionalProps]?: 'createdAt' | 'readAt' | 'link' | 'child' | 'dedupeKey' | 'textParams';

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** The child it is about, if any: deleting the child deletes its notifications. */
  @ManyToOne(() => Child, { nullable: true, deleteRule: 'cascade' })
  child: Child | null = null;

  @Property({ type: 'string', length: 20 })
  kind!: AppNotification['kind'];

  @Property({ type: 'string', length: 160 })
  title!: string;

  @Property({ type: 'string', length: 400 })
  body!: string;

  /**
   * What the title and body are told from, by `kind` (notice-texts.ts), so the bell tells them in
   * the reader's language of the day; null for a notice told once as written (`title`, `body`).
   */
  @Property({ type: 'json', nullable: true })
  textParams: Record<string, unknown> | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  link: string | null = null;

  /** Set for a notification that must go once (e.g. one weekly plan per child and week): unique. */
  @Property({ type: 'string', length: 80, nullable: true, unique: true })
  dedupeKey: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  readAt: Date | null = null;
}
