import { Entity, OptionalProps, Property } from '@mikro-orm/core';
import type { DeviceKind } from '@flourishly/contracts';
import { ChildRecord } from '../children/child-record.entity';

/** A connected device of a child. Only the SHA-256 hash of its ingestion token is stored. */
@Entity({ tableName: 'devices' })
export class Device extends ChildRecord {
  [OptionalProps]?: 'lastSynced' | 'createdAt';

  @Property({ type: 'string', length: 60 })
  deviceName!: string;

  @Property({ type: 'string', length: 20 })
  kind!: DeviceKind;

  /** Hex SHA-256 of the ingestion token. */
  @Property({ type: 'string', length: 64, hidden: true })
  tokenHash!: string;

  /** When the device last sent a reading; null until then. */
  @Property({ type: 'datetime', nullable: true })
  lastSynced: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
