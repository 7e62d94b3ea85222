import { Entity, ManyToOne, OptionalProps, Property, Unique } from '@mikro-orm/core';
import type { ReminderKind } from '@flourishly/contracts';
import { Child } from '../children/child.entity';
import { IdEntity } from '../database/id.entity';
import { User } from '../users/user.entity';

/** Where a reminder is: queued to send, sent, or skipped (the parent turned that kind off before it went). */
export type ReminderStatus = 'queued' | 'sent' | 'skipped';

/**
 * One reminder to one parent (docs/architecture.md, "Reminders"). Its unique key (user, kind,
 * subject) is what makes each reminder go once, whichever instance found it: the scan inserts
 * the row before it queues the job, and the job sends only while the row is 'queued'.
 */
@Entity({ tableName: 'sent_reminders' })
@Unique({ properties: ['user', 'kind', 'subject'] })
export class SentReminder extends IdEntity {
  [OptionalProps]?: 'status' | 'createdAt' | 'sentAt' | 'child';

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** The child it is about; none for the weekly digest. Deleting the child deletes its reminders. */
  @ManyToOne(() => Child, { nullable: true, deleteRule: 'cascade', index: true })
  child: Child | null = null;

  @Property({ type: 'string', length: 20 })
  kind!: ReminderKind;

  /** What it is about, e.g. 'child:7:checklist:4' or 'week:2026-11-30' (reminder-rules.ts). */
  @Property({ type: 'string', length: 80 })
  subject!: string;

  /** The email's subject line and the bell's title. */
  @Property({ type: 'string', length: 160 })
  title!: string;

  /** The day it is about ('yyyy-MM-dd'). */
  @Property({ type: 'string', length: 10 })
  dueOn!: string;

  @Property({ type: 'string', length: 10, index: true })
  status: ReminderStatus = 'queued';

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;
}
