import { Entity, ManyToOne, OptionalProps, Property, Unique } from '@mikro-orm/core';
import type { ActivityDataType } from '@flourishly/contracts';
import { Device } from './device.entity';
import { ChildRecord } from '../children/child-record.entity';

/**
 * One reading of a device: the running total of its type for the day at recordedAt. Unique per
 * device, type and recordedAt, so a repeated reading replaces rather than duplicates.
 */
@Entity({ tableName: 'activity_readings' })
@Unique({ properties: ['device', 'type', 'recordedAt'] })
export class ActivityDataReading extends ChildRecord {
  [OptionalProps]?: 'receivedAt';

  @ManyToOne(() => Device, { deleteRule: 'cascade' })
  device!: Device;

  @Property({ type: 'string', length: 12 })
  type!: ActivityDataType;

  @Property({ type: 'integer' })
  value!: number;

  @Property({ type: 'datetime' })
  recordedAt!: Date;

  @Property({ type: 'datetime' })
  receivedAt: Date = new Date();
}
