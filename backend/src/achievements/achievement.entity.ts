import { Entity, OptionalProps, Property, Unique } from '@mikro-orm/core';
import { ChildRecord } from '../children/child-record.entity';

/** An achievement a child earned (docs/product.md); each rule awards it at most once per child. */
@Entity({ tableName: 'achievements' })
@Unique({ properties: ['child', 'ruleKey'] })
export class Achievement extends ChildRecord {
  [OptionalProps]?: 'awardedAt';

  /** The rule's key in ACHIEVEMENT_RULES. */
  @Property({ type: 'string', length: 60 })
  ruleKey!: string;

  @Property({ type: 'string', length: 120 })
  title!: string;

  @Property({ type: 'string', length: 300 })
  description!: string;

  @Property({ type: 'string', length: 20 })
  domainType!: string;

  @Property({ type: 'datetime' })
  awardedAt: Date = new Date();
}
