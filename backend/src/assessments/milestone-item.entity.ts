import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { DomainType } from '@flourishly/contracts';

/** One seeded milestone of a checklist, with the domain it scores and its source. */
@Entity({ tableName: 'milestone_items' })
export class MilestoneItem {
  /** Stable key `${checklistKey}-${domain}-${n}`; answers refer to it. */
  @PrimaryKey({ type: 'string', length: 80 })
  key!: string;

  @Property({ type: 'string', length: 40, index: true })
  checklistKey!: string;

  @Property({ type: 'string', length: 20 })
  domain!: DomainType;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  source!: string;

  @Property({ type: 'string', length: 20 })
  version!: string;
}
