import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122130350 } from './Migration20261122130350';
import { Migration20261122132007 } from './Migration20261122132007';
import { Migration20261122132522 } from './Migration20261122132522';
import { Migration20261122132742 } from './Migration20261122132742';
import { Migration20261122132749 } from './Migration20261122132749';
import { Migration20261122133030 } from './Migration20261122133030';
import { Migration20261124170010 } from './Migration20261124170010';
import { Migration20261125021056 } from './Migration20261125021056';
import { Migration20261125021500 } from './Migration20261125021500';
import { Migration20261125022216 } from './Migration20261125022216';
import { Migration20261125023619 } from './Migration20261125023619';
import { Migration20261125030408 } from './Migration20261125030408';
import { Migration20261125070814 } from './Migration20261125070814';
import { Migration20261129013411 } from './Migration20261129013411';
import { Migration20261129015228 } from './Migration20261129015228';
import { Migration20261129082447 } from './Migration20261129082447';

/** SQLite migrations, oldest first. */
export const sqliteMigrations: MigrationObject[] = [
  { name: 'Migration20261122130350', class: Migration20261122130350 },
  { name: 'Migration20261122132007', class: Migration20261122132007 },
  { name: 'Migration20261122132522', class: Migration20261122132522 },
  { name: 'Migration20261122132742', class: Migration20261122132742 },
  { name: 'Migration20261122132749', class: Migration20261122132749 },
  { name: 'Migration20261122133030', class: Migration20261122133030 },
  { name: 'Migration20261124170010', class: Migration20261124170010 },
  { name: 'Migration20261125021056', class: Migration20261125021056 },
  { name: 'Migration20261125021500', class: Migration20261125021500 },
  { name: 'Migration20261125022216', class: Migration20261125022216 },
  { name: 'Migration20261125023619', class: Migration20261125023619 },
  { name: 'Migration20261125030408', class: Migration20261125030408 },
  { name: 'Migration20261125070814', class: Migration20261125070814 },
  { name: 'Migration20261129013411', class: Migration20261129013411 },
  { name: 'Migration20261129015228', class: Migration20261129015228 },
  { name: 'Migration20261129082447', class: Migration20261129082447 },
];
