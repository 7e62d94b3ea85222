/* Generates the next migration for both dialects from the entities: each dialect's existing
 * migrations are applied to a scratch database, and the difference becomes a new migration.
 * Usage: npm run migration:create -w backend   (PostgreSQL at TEST_DATABASE_URL or 127.0.0.1) */
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createOrmOptions, migrationsSourcePath } from './orm-options';
import type { DatabaseDialect } from '../config/app-config';

async function withScratchPostgres<T>(run: (url: string) => Promise<T>): Promise<T> {
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `flourishly_migrations_${Date.now()}`;
  const admin = new Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function writeIndex(dialect: DatabaseDialect) {
  const dir = migrationsSourcePath(dialect);
  const names = readdirSync(dir)
    .filter((file) => /^Migration\d+.*\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
  const exportName = dialect === 'sqlite' ? 'sqliteMigrations' : 'postgresqlMigrations';
  const label = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const lines = [
    "import type { MigrationObject } from '@mikro-orm/core';",
    ...names.map((name) => `import { ${name} } from './${name}';`),
    '',
    `/** ${label} migrations, oldest first. */`,
    `export const ${exportName}: MigrationObject[] = [`,
    ...names.map((name) => `  { name: '${name}', class: ${name} },`),
    '];',
    '',
  ];
  writeFileSync(join(dir, 'index.ts'), lines.join('\n'));
}

async function createFor(dialect: DatabaseDialect, url: string) {
  const orm = await MikroORM.init(createOrmOptions({ dialect, url }));
  try {
    await orm.getMigrator().up();
    const result = await orm.getMigrator().createMigration(migrationsSourcePath(dialect));
    console.log(result.fileName ? `${dialect}: created ${result.fileName}` : `${dialect}: schema is up to date`);
  } finally {
    await orm.close(true);
  }
  writeIndex(dialect);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'flourishly-migrations-'));
  await createFor('sqlite', join(dir, 'scratch.sqlite'));
  await withScratchPostgres((url) => createFor('postgresql', url));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
