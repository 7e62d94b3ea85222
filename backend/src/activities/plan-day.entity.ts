import { Entity, OptionalProps, Property, Unique } from '@mikro-orm/core';
import { ChildRecord } from '../children/child-record.entity';

/**
 * A day whose plan was generated for a child: a day is planned once, so a parent who deletes the
 * generated activities does not get them back.
 */
@Entity({ tableName: 'plan_days' })
@Unique({ properties: ['child', 'date'] })
export class PlanDay extends ChildRecord {
  [OptionalProps]?: 'createdAt';

  /** 'yyyy-MM-dd' */
  @Property({ type: 'string', length: 10 })
  date!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
