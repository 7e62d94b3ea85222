import type { MikroORM } from '@mikro-orm/core';

/**
 * Applies pending migrations (the explicit start step; never a module hook). On SQLite it also
 * turns on WAL and a busy timeout so readers and the single writer don't block each other.
 * Returns the names of the migrations applied.
 */
export async function migrateDatabase(orm: MikroORM): Promise<string[]> {
  if (orm.config.get('driver')?.name === 'LibSqlDriver') {
    const connection = orm.em.getConnection();
    await connection.execute('pragma journal_mode = WAL');
    await connection.execute('pragma busy_timeout = 5000');
    await connection.execute('pragma foreign_keys = ON');
  }
  const applied = await orm.getMigrator().up();
  return applied.map((migration) => migration.name);
}
