import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';
import { prepareDatabase } from './schema/prepare-database';
import type { Server } from 'node:http';
import { installProcessGuards, shutDownGracefully } from './process-guards';

/** Start-up: validate configuration, build the app, apply migrations and load content (once across instances), then listen. */
async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  const orm = app.get(MikroORM);
  const applied = await prepareDatabase(orm);
  const logger = new Logger('Flourishly');
  installProcessGuards(logger, () => app.close());
  if (applied.length > 0) logger.log(`Applied migrations: ${applied.join(', ')}`);
  // Every interface, IPv6 and IPv4, as Node's own default (Fastify's alone is localhost).
  await app.listen(config.port, '::');
  logger.log(`Flourishly is running at http://localhost:${config.port} (${config.database.dialect})`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: finishing in-flight requests, then stopping`);
    void shutDownGracefully(app.getHttpServer() as Server, () => app.close(), config.shutdownTimeoutMs).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(error instanceof Error ? error.stack : String(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
