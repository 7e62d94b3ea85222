import type { Options } from '@mikro-orm/core';
import { LibSqlDriver } from '@mikro-orm/libsql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { postgresqlMigrations } from './migrations/postgresql';
import { sqliteMigrations } from './migrations/sqlite';

/** Folder of a dialect's migration sources (used when generating new migrations). */
export const migrationsSourcePath = (dialect: AppConfig['database']['dialect']) =>
  join(__dirname, '../../src/database/migrations', dialect);

/**
 * MikroORM options for the configured database: libsql (SQLite file) by default, PostgreSQL
 * for a postgres:// URL. The schema comes only from each dialect's migrations.
 */
export function createOrmOptions(database: AppConfig['database'], debug = false): Options {
  const common = {
    entities: ENTITIES,
    extensions: [Migrator, SeedManager],
    debug,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
  } satisfies Options;
  if (database.dialect === 'postgresql') {
    return {
      ...common,
      driver: PostgreSqlDriver,
      clientUrl: database.url,
      migrations: {
        migrationsList: postgresqlMigrations,
        path: migrationsSourcePath('postgresql'),
        emit: 'ts',
        snapshot: false,
        transactional: true,
        silent: true,
      },
    };
  }
  return {
    ...common,
    driver: LibSqlDriver,
    dbName: database.url,
    migrations: {
      migrationsList: sqliteMigrations,
      path: migrationsSourcePath('sqlite'),
      emit: 'ts',
      snapshot: false,
      transactional: true,
      silent: true,
    },
  };
}
