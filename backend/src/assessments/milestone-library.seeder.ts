import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { DOMAIN_TYPES } from '@flourishly/contracts';
import { CDC_CHECKLISTS } from '../content/cdc-milestones';
import { CONTENT_VERSION, flattenChecklist } from '../content/milestone-content';
import { SCHOOL_AGE_CHECKLISTS } from '../content/school-age-milestones';
import { upsertContent } from '../database/seeders/upsert-content';
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
    const checklists = library.map(({ key, ageMonths, title, source, disclaimer }) => ({
      key,
      ageMonths,
      title,
      source,
      disclaimer,
      version: CONTENT_VERSION,
    }));
    const items = library.flatMap((content) =>
      flattenChecklist(content, DOMAIN_TYPES).map((item) => ({ ...item, version: CONTENT_VERSION })),
    );
    await upsertContent(em, MilestoneChecklist, 'key', checklists, { removeMissing: false });
    await upsertContent(em, MilestoneItem, 'key', items, { removeMissing: true });
    await em.flush();
  }
}
