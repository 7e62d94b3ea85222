import { MARKETING_RATE_LIMIT_PER_MINUTE } from '@flourishly/contracts';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { REDIS_CLIENT } from '../redis.provider';

/** A named limit: at most `points` attempts per key in any window of `durationSeconds`. */
export interface RateLimitPolicy {
  points: number;
  durationSeconds: number;
}

/** 429 with the seconds until the next allowed attempt (the error filter sends it as Retry-After). */
export class RateLimitExceededException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts. Please try again in ${describeWait(retryAfterSeconds)}.`, HttpStatus.TOO_MANY_REQUESTS);
  }
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Named rate limits over rate-limiter-flexible. Counters live in Redis when REDIS_URL is set,
 * so every instance shares them (with an in-memory insurance limiter while Redis is
 * unreachable), and in this process's memory otherwise. Built-in policies (attempts per client
 * address per minute, per account per 15 minutes):
 * - `login:ip`, `register:ip`, `password-change:ip`: LOGIN_RATE_LIMIT per minute;
 * - `login:account`, `register:account`, `password-change:account`: ACCOUNT_RATE_LIMIT per 15 minutes
 *   (sign-in redefines its per-account limits: auth/login-limits.ts);
 * - `inquiries:ip`, `newsletter:ip`: the landing forms' MARKETING_RATE_LIMIT_PER_MINUTE.
 * Other modules add their own with {@link define}.
 */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly keyPrefix: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
  ) {
    this.keyPrefix = config.redisKeyPrefix;
    const perIp = { points: config.loginRateLimit, durationSeconds: 60 };
    const perAccount = { points: config.accountRateLimit, durationSeconds: 15 * 60 };
    for (const action of ['login', 'register', 'password-change']) {
      this.define(`${action}:ip`, perIp);
      this.define(`${action}:account`, perAccount);
    }
    for (const form of ['inquiries', 'newsletter']) {
      this.define(`${form}:ip`, { points: MARKETING_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 });
    }
  }

  /** Adds (or replaces) the policy `name`. Safe to call at module start-up. */
  define(name: string, policy: RateLimitPolicy): void {
    const options = { keyPrefix: `${this.keyPrefix}rl:${name}`, points: policy.points, duration: policy.durationSeconds };
    this.limiters.set(
      name,
      this.redis
        ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options),
    );
  }

  has(name: string): boolean {
    return this.limiters.has(name);
  }

  private limiter(name: string): RateLimiterAbstract {
    const limiter = this.limiters.get(name);
    if (!limiter) throw new Error(`Unknown rate-limit policy "${name}"`);
    return limiter;
  }

  /**
   * Counts one attempt of `key` (e.g. a client address or an account id) against policy `name`.
   * Throws {@link RateLimitExceededException} (429) once the policy's points are used up.
   */
  async consume(name: string, key: string): Promise<void> {
    try {
      await this.limiter(name).consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new RateLimitExceededException(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      }
      throw rejection;
    }
  }

  /** Forgets the attempts of `key` under policy `name` (e.g. after a successful sign-in). */
  async reset(name: string, key: string): Promise<void> {
    await this.limiter(name).delete(key);
  }
}
