import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A seeded milestone checklist for one age (content library; key e.g. 'cdc-24m', 'school-8y'). */
@Entity({ tableName: 'milestone_checklists' })
export class MilestoneChecklist {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'string', length: 40 })
  key!: string;

  @Property({ type: 'integer', unique: true })
  ageMonths!: number;

  @Property({ type: 'string', length: 120 })
  title!: string;

  @Property({ type: 'text' })
  source!: string;

  @Property({ type: 'text' })
  disclaimer!: string;

  @Property({ type: 'string', length: 20 })
  version!: string;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
