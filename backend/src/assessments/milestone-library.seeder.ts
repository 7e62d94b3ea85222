import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { DOMAIN_TYPES } from '@flourishly/contracts';
import { CDC_CHECKLISTS } from '../content/cdc-milestones';
import { CONTENT_VERSION, flattenChecklist } from '../content/milestone-content';
import { SCHOOL_AGE_CHECKLISTS } from '../content/school-age-milestones';
import { MilestoneChecklist } from './milestone-checklist.entity';
import { MilestoneItem } from './milestone-item.entity';

/**
 * Seeds the milestone checklists (CDC 2022, 2 months to 5 years; school-age, 6 to 12 years).
 * Upserts by stable key and removes items no longer in the library, so it is idempotent and
 * edited content is updated in place. Submitted answers keep their item keys.
 */
export class MilestoneLibrarySeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const library = [...CDC_CHECKLISTS, ...SCHOOL_AGE_CHECKLISTS];
    const checklists = new Map((await em.find(MilestoneChecklist, {})).map((c) => [c.key, c]));
    const items = new Map((await em.find(MilestoneItem, {})).map((i) => [i.key, i]));
    const keep = new Set<string>();
    for (const content of library) {
      const data = {
        key: content.key,
        ageMonths: content.ageMonths,
        title: content.title,
        source: content.source,
        disclaimer: content.disclaimer,
        version: CONTENT_VERSION,
      };
      const existing = checklists.get(content.key);
      if (existing) em.assign(existing, data);
      else em.create(MilestoneChecklist, data);
      for (const item of flattenChecklist(content, DOMAIN_TYPES)) {
        keep.add(item.key);
        const itemData = { ...item, version: CONTENT_VERSION };
        const current = items.get(item.key);
        if (current) em.assign(current, itemData);
        else em.create(MilestoneItem, itemData);
      }
    }
    for (const [key, item] of items) if (!keep.has(key)) em.remove(item);
    await em.flush();
  }
}
