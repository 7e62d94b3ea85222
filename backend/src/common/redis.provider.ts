import type { FactoryProvider, OnApplicationShutdown } from '@nestjs/common';
import { Inject, Injectable } from '@nestjs/common';
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
  useFactory: (config: AppConfig) =>
    config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : null,
};

/** Closes the Redis client when the app closes. */
@Injectable()
export class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
