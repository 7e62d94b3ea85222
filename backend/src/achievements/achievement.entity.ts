import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Child } from '../children/child.entity';

/** An achievement a child earned (docs/product.md); each rule awards it at most once per child. */
@Entity({ tableName: 'achievements' })
@Unique({ properties: ['child', 'ruleKey'] })
export class Achievement {
  [OptionalProps]?: 'awardedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Child, { deleteRule: 'cascade' })
  child!: Child;

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
