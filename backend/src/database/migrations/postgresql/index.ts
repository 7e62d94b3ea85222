import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122130350 } from './Migration20261122130350';
import { Migration20261122132007 } from './Migration20261122132007';
import { Migration20261122132522 } from './Migration20261122132522';
import { Migration20261122132743 } from './Migration20261122132743';
import { Migration20261122132749 } from './Migration20261122132749';
import { Migration20261122133031 } from './Migration20261122133031';
import { Migration20261124170010 } from './Migration20261124170010';
import { Migration20261125021057 } from './Migration20261125021057';
import { Migration20261125021500 } from './Migration20261125021500';
import { Migration20261125022216 } from './Migration20261125022216';
import { Migration20261125023620 } from './Migration20261125023620';
import { Migration20261125030409 } from './Migration20261125030409';
import { Migration20261125070817 } from './Migration20261125070817';
import { Migration20261129013412 } from './Migration20261129013412';
import { Migration20261129015229 } from './Migration20261129015229';
import { Migration20261129082450 } from './Migration20261129082450';

/** PostgreSQL migrations, oldest first. */
export const postgresqlMigrations: MigrationObject[] = [
  { name: 'Migration20261122130350', class: Migration20261122130350 },
  { name: 'Migration20261122132007', class: Migration20261122132007 },
  { name: 'Migration20261122132522', class: Migration20261122132522 },
  { name: 'Migration20261122132743', class: Migration20261122132743 },
  { name: 'Migration20261122132749', class: Migration20261122132749 },
  { name: 'Migration20261122133031', class: Migration20261122133031 },
  { name: 'Migration20261124170010', class: Migration20261124170010 },
  { name: 'Migration20261125021057', class: Migration20261125021057 },
  { name: 'Migration20261125021500', class: Migration20261125021500 },
  { name: 'Migration20261125022216', class: Migration20261125022216 },
  { name: 'Migration20261125023620', class: Migration20261125023620 },
  { name: 'Migration20261125030409', class: Migration20261125030409 },
  { name: 'Migration20261125070817', class: Migration20261125070817 },
  { name: 'Migration20261129013412', class: Migration20261129013412 },
  { name: 'Migration20261129015229', class: Migration20261129015229 },
  { name: 'Migration20261129082450', class: Migration20261129082450 },
];
