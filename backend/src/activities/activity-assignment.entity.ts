import { Entity, ManyToOne, OptionalProps, Property } from '@mikro-orm/core';
import type { ActivityStatus } from '@flourishly/contracts';
import { Activity } from './activity.entity';
import { ChildRecord } from '../children/child-record.entity';

/**
 * An activity on a child's plan for one day (docs/product.md). The activity's title, description,
 * domain and duration are copied in, so custom activities need no library row and later library
 * edits do not rewrite history.
 */
@Entity({ tableName: 'activity_assignments' })
export class ActivityAssignment extends ChildRecord {
  [OptionalProps]?: 'status' | 'reason' | 'activity' | 'completedAt' | 'createdAt';

  /** The library activity, or null for a parent's custom activity. */
  @ManyToOne(() => Activity, { nullable: true, deleteRule: 'set null' })
  activity: Activity | null = null;

  @Property({ type: 'string', length: 160 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'string', length: 20 })
  domainType!: string;

  /** Duration in minutes. */
  @Property({ type: 'integer' })
  durationMinutes!: number;

  /** The family's calendar day, 'yyyy-MM-dd'. */
  @Property({ type: 'string', length: 10, index: true })
  scheduledDate!: string;

  /** The family's wall-clock time, 'HH:mm'. */
  @Property({ type: 'string', length: 5 })
  scheduledTime!: string;

  @Property({ type: 'string', length: 20 })
  status: ActivityStatus = 'upcoming';

  /** 'plan' when generated, 'parent' when added by the parent. */
  @Property({ type: 'string', length: 10 })
  source!: 'plan' | 'parent';

  /** Why the plan chose this activity (null for parent-added ones). */
  @Property({ type: 'string', length: 300, nullable: true })
  reason: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  completedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
