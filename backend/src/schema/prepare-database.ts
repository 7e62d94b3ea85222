import type { MikroORM } from '@mikro-orm/core';
import { migrateDatabase, withMigrationLock } from '../database/migrate';
import { seedContent } from './seed-content';

/**
 * The start step every instance runs before listening: migrations, then the content library,
 * both under {@link withMigrationLock}. Returns the names of the migrations applied (none when
 * another instance already did it).
 */
export function prepareDatabase(orm: MikroORM): Promise<string[]> {
  return withMigrationLock(orm, async () => {
    const applied = await migrateDatabase(orm);
    await seedContent(orm);
    return applied;
  });
}
