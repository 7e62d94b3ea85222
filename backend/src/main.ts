import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';
import { migrateDatabase } from './database/migrate';
import { seedContent } from './database/seed-content';
import { installProcessGuards } from './process-guards';

/** Start-up: validate configuration, build the app, apply migrations, load content, then listen. */
async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  const orm = app.get(MikroORM);
  const applied = await migrateDatabase(orm);
  await seedContent(orm);
  const logger = new Logger('Flourishly');
  installProcessGuards(logger, () => app.close());
  if (applied.length > 0) logger.log(`Applied migrations: ${applied.join(', ')}`);
  await app.listen(config.port);
  logger.log(`Flourishly is running at http://localhost:${config.port} (${config.database.dialect})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
