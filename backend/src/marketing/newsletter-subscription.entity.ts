import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** An email address signed up to the newsletter from the landing page's footer (one row per email). */
@Entity({ tableName: 'newsletter_subscriptions' })
export class NewsletterSubscription {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Trimmed and lower-cased. */
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
