import { ManyToOne } from '@mikro-orm/core';
import { IdEntity } from '../database/id.entity';
import { Child } from './child.entity';

/**
 * Base of the records kept about one child (assessments, plan, games, devices, members, report
 * links): deleting the child deletes them, so no record outlives its child (docs/architecture.md).
 */
export abstract class ChildRecord extends IdEntity {
  @ManyToOne(() => Child, { deleteRule: 'cascade' })
  child!: Child;
}
