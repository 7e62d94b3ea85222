import { Entity, OptionalProps, Property, Unique } from '@mikro-orm/core';
import type { Vaccine } from '@flourishly/contracts';
import { ChildRecord } from '../children/child-record.entity';

/**
 * A dose of a vaccine recorded as given to a child (docs/product.md, "Immunisations"). One per
 * vaccine and dose number: a second is refused (409). The vaccine codes are shared by the
 * schedules, so a record keeps its meaning when the parent switches schedule.
 */
@Entity({ tableName: 'immunisation_records' })
@Unique({ properties: ['child', 'vaccine', 'dose'] })
export class ImmunisationRecord extends ChildRecord {
  [OptionalProps]?: 'createdAt';

  /** A code of VACCINES (packages/contracts/src/immunisation-schedules/types.ts). */
  @Property({ type: 'string', length: 20 })
  vaccine!: Vaccine;

  /** The dose number on the schedule (1, 2, ...; boosters count on). */
  @Property({ type: 'integer' })
  dose!: number;

  /** The family's calendar day it was given, 'yyyy-MM-dd'. */
  @Property({ type: 'string', length: 10 })
  givenOn!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
