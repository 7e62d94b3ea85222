import { Entity, OptionalProps, Property, Unique } from '@mikro-orm/core';
import type { ImmunisationScheduleCode } from '@flourishly/contracts';
import { ChildRecord } from '../children/child-record.entity';

/**
 * The immunisation schedule a parent chose for a child (docs/product.md, "Immunisations"). At
 * most one per child; without one the child follows DEFAULT_IMMUNISATION_SCHEDULE (IAP). Kept
 * apart from the child profile so that the profile's form and answer are unchanged.
 */
@Entity({ tableName: 'immunisation_schedule_choices' })
@Unique({ properties: ['child'] })
export class ImmunisationScheduleChoice extends ChildRecord {
  [OptionalProps]?: 'updatedAt';

  @Property({ type: 'string', length: 10 })
  schedule!: ImmunisationScheduleCode;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}
