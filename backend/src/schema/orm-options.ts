import type { Options } from '@mikro-orm/core';
import { LibSqlDriver } from '@mikro-orm/libsql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { postgresqlMigrations } from '../database/migrations/postgresql';
import { sqliteMigrations } from '../database/migrations/sqlite';

/** The part of a libsql connection the statement cache wraps. */
interface PreparingConnection {
  prepare(sql: string): unknown;
}

/** Prepared statements kept per connection; past this many distinct SQL texts the cache starts over. */
const PREPARED_STATEMENTS_PER_CONNECTION = 500;

/**
 * knex pool `afterCreate` hook for libsql: the dialect prepares every query anew, which cost as
 * much as running it on the hot path (docs/architecture.md, "Hot path"); this keeps one prepared
 * statement per SQL text and connection. Queries run one at a time on a SQLite connection and
 * each is read to the end, and SQLite re-prepares a statement itself after a schema change.
 */
export function reusePreparedStatements(
  connection: PreparingConnection,
  done: (error: Error | null, connection: PreparingConnection) => void,
) {
  const prepare = connection.prepare.bind(connection);
  const statements = new Map<string, unknown>();
  connection.prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      if (statements.size >= PREPARED_STATEMENTS_PER_CONNECTION) statements.clear();
      statements.set(sql, statement);
    }
    return statement;
  };
  done(null, connection);
}

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
    pool: { afterCreate: reusePreparedStatements },
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
