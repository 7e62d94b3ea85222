import type { MikroORM } from '@mikro-orm/core';
import { Client } from 'pg';

/**
 * Key of the PostgreSQL advisory lock that serialises start-up schema work across instances
 * (any fixed 64-bit number; this one is "flourish" in ASCII, truncated to fit a bigint).
 */
export const MIGRATION_LOCK_KEY = 0x666c6f7572697368n & 0x7fffffffffffffffn;

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

/**
 * Runs `work` while holding the database-wide migration lock: on PostgreSQL a session-level
 * advisory lock (pg_advisory_lock) on a connection of its own, so instances started together
 * wait for each other and only the first applies the migrations; SQLite has one process per
 * file and needs none. The lock is released (and its connection closed) even when `work` fails.
 */
export async function withMigrationLock<T>(orm: MikroORM, work: () => Promise<T>): Promise<T> {
  if (orm.config.get('driver')?.name !== 'PostgreSqlDriver') return work();
  const client = new Client({ connectionString: orm.config.get('clientUrl') });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
