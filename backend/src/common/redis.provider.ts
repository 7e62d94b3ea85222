import type { FactoryProvider, OnApplicationShutdown } from '@nestjs/common';
import { Inject, Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** Nest injection token of the shared ioredis client, or null when REDIS_URL is not set. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/**
 * One ioredis client per app when REDIS_URL is set. No offline queue: a command while Redis is
 * down fails at once (callers fall back, e.g. the rate limiter's in-memory insurance), instead
 * of requests hanging until Redis returns.
 */
export const redisClientProvider: FactoryProvider<Redis | null> = {
  provide: REDIS_CLIENT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => {
    if (!config.redisUrl) return null;
    const client = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    logStateChanges(client);
    return client;
  },
};

/**
 * Logs Redis going down and coming back once per change, as JSON through the app's logger. The
 * `error` listener also keeps ioredis from writing "Unhandled error event" to stderr on every
 * reconnection attempt. While Redis is down the app is degraded, not unready: rate-limit
 * counters fall back to this instance's memory (docs/architecture.md, "Rate limits").
 */
function logStateChanges(client: Redis): void {
  const logger = new Logger('Redis');
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({
      msg: 'Redis unavailable: degraded, rate-limit counters kept in this instance until it returns',
      redis: 'down',
      error: error.message,
    });
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logger.log({ msg: 'Redis is back: rate-limit counters shared again', redis: 'up' });
  });
}

/** Closes the Redis client when the app closes. */
@Injectable()
export class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
