import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Child } from '../children/child.entity';

/**
 * A day whose plan was generated for a child: a day is planned once, so a parent who deletes the
 * generated activities does not get them back.
 */
@Entity({ tableName: 'plan_days' })
@Unique({ properties: ['child', 'date'] })
export class PlanDay {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Child, { deleteRule: 'cascade' })
  child!: Child;

  /** 'yyyy-MM-dd' */
  @Property({ type: 'string', length: 10 })
  date!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
