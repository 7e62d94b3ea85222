import type { MikroORM } from '@mikro-orm/core';
import { ContentSeeder } from './content.seeder';

/** The explicit start step after the migrations: loads the versioned content library. */
export async function seedContent(orm: MikroORM): Promise<void> {
  await orm.getSeeder().seed(ContentSeeder);
}
