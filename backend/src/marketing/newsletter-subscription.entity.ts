import { Entity, OptionalProps, Property } from '@mikro-orm/core';
import { IdEntity } from '../database/id.entity';

/** An email address signed up to the newsletter from the landing page's footer (one row per email). */
@Entity({ tableName: 'newsletter_subscriptions' })
export class NewsletterSubscription extends IdEntity {
  [OptionalProps]?: 'createdAt';

  /** Trimmed and lower-cased. */
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
