import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { upsertContent } from '../database/seeders/upsert-content';
import { CONTENT_VERSION } from '../content/milestone-content';
import { PARENT_TIPS } from '../content/parent-tips';
import { ParentTip } from './parent-tip.entity';

/** Seeds the parent-tip library; upserts by key and removes tips no longer in it (idempotent). */
export class ParentTipLibrarySeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await upsertContent(
      em,
      ParentTip,
      'key',
      PARENT_TIPS.map((tip) => ({ ...tip, version: CONTENT_VERSION })),
      { removeMissing: true },
    );
    await em.flush();
  }
}
