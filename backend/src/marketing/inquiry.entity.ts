import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { InquiryTopic } from '@flourishly/contracts';

/** A contact-sales inquiry sent from the landing page's modal, kept for the sales team. */
@Entity({ tableName: 'inquiries' })
export class Inquiry {
  [OptionalProps]?: 'phone' | 'organization' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 40 })
  topic!: InquiryTopic;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 40, nullable: true })
  phone: string | null = null;

  /** School or organization name; only for the Schools topic. */
  @Property({ type: 'string', length: 200, nullable: true })
  organization: string | null = null;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
