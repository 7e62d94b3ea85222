import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { CONTENT_VERSION } from '../content/milestone-content';
import { PARENT_TIPS } from '../content/parent-tips';
import { ParentTip } from './parent-tip.entity';

/** Seeds the parent-tip library; upserts by key and removes tips no longer in it (idempotent). */
export class ParentTipLibrarySeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const existing = new Map((await em.find(ParentTip, {})).map((t) => [t.key, t]));
    const keep = new Set<string>();
    for (const tip of PARENT_TIPS) {
      keep.add(tip.key);
      const data = { ...tip, version: CONTENT_VERSION };
      const current = existing.get(tip.key);
      if (current) em.assign(current, data);
      else em.create(ParentTip, data);
    }
    for (const [key, tip] of existing) if (!keep.has(key)) em.remove(tip);
    await em.flush();
  }
}
