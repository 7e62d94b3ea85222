import { Entity, Index, OptionalProps, Property } from '@mikro-orm/core';
import type { ChartSexName } from '@flourishly/contracts';
import { ChildRecord } from '../children/child-record.entity';

/**
 * One growth measurement of a child (docs/product.md, "Growth"): the values as the parent gave
 * them, in kg and cm, and the WHO chart chosen. The WHO scores are computed when read, so a
 * corrected birth date or gestational age rescoring needs no migration.
 */
@Entity({ tableName: 'growth_measurements' })
@Index({ properties: ['child', 'measuredOn'] })
export class GrowthMeasurement extends ChildRecord {
  [OptionalProps]?: 'weightKg' | 'lengthCm' | 'heightCm' | 'headCircumferenceCm' | 'createdAt';

  /** The day measured, 'yyyy-MM-dd'. */
  @Property({ type: 'string', length: 10 })
  measuredOn!: string;

  /** kg. */
  @Property({ type: 'double', nullable: true })
  weightKg: number | null = null;

  /** cm, lying down. */
  @Property({ type: 'double', nullable: true })
  lengthCm: number | null = null;

  /** cm, standing. */
  @Property({ type: 'double', nullable: true })
  heightCm: number | null = null;

  /** cm. */
  @Property({ type: 'double', nullable: true })
  headCircumferenceCm: number | null = null;

  /** The WHO chart used: the child's sex when recorded as male or female, else the parent's choice. */
  @Property({ type: 'string', length: 6 })
  chartSex!: ChartSexName;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
