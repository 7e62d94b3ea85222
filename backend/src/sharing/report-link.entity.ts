import { Entity, ManyToOne, OptionalProps, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { ChildRecord } from '../children/child-record.entity';

/**
 * A read-only link to a child's development report for a professional. Only the SHA-256 hash of
 * its token is stored. Deleting the child deletes its links; a link outlives the adult who made
 * it only while the child exists.
 */
@Entity({ tableName: 'report_links' })
export class ReportLink extends ChildRecord {
  [OptionalProps]?: 'openCount' | 'lastOpenedAt' | 'revokedAt' | 'createdAt' | 'createdBy';

  /** Who created the link; null once that account is deleted. */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  createdBy: User | null = null;

  /** Hex SHA-256 of the token. */
  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  /** How many times the report was opened through the link (page or PDF). */
  @Property({ type: 'integer', default: 0 })
  openCount: number = 0;

  @Property({ type: 'datetime', nullable: true })
  lastOpenedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
