import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { CONTENT_SEEDERS } from './content-seeders';

/**
 * Loads the versioned content library (activities, milestones, tips, games) that ships in the
 * repository. Runs at every start after the migrations; each content seeder upserts by a
 * stable key, so running it again changes nothing and edited content is updated in place.
 */
export class ContentSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    for (const seeder of CONTENT_SEEDERS) {
      await new seeder().run(em.fork());
    }
  }
}
