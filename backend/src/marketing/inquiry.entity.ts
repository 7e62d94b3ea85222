import { Entity, OptionalProps, Property } from '@mikro-orm/core';
import type { InquiryTopic } from '@flourishly/contracts';
import { IdEntity } from '../database/id.entity';

/** A contact-sales inquiry sent from the landing page's modal, kept for the sales team. */
@Entity({ tableName: 'inquiries' })
export class Inquiry extends IdEntity {
  [OptionalProps]?: 'phone' | 'organization' | 'createdAt';

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
