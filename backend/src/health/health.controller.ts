import { EntityManager } from '@mikro-orm/core';
import { Controller, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type Redis from 'ioredis';
import { Public } from '../common/decorators/public.decorator';
import { REDIS_CLIENT } from '../common/redis.provider';
import { endpoints, type Readiness } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
  ) {}

  private async databaseUp(): Promise<boolean> {
    try {
      await this.em.getConnection().execute('select 1');
      return true;
    } catch {
      return false;
    }
  }

  /** GET /api/health: {status: 'ok', database: 'up'}; 503 when the database does not answer. */
  @Public()
  @ContractRoute(endpoints.health, 'health')
  async check(): Promise<{ status: 'ok'; database: 'up' }> {
    if (!(await this.databaseUp())) throw new ServiceUnavailableException('Database unavailable');
    return { status: 'ok', database: 'up' };
  }

  /** GET /api/health/live: {status: 'ok'} while the process serves requests (no dependency checked). */
  @Public()
  @ContractRoute(endpoints.healthLive, 'health')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * GET /api/health/ready: 200 {status: 'ok', database: 'up', redis: 'up' | 'not configured'}
   * when this instance can serve traffic; 200 {status: 'degraded', database: 'up', redis: 'down'}
   * when the configured Redis does not answer (the app works on: rate-limit counters fall back to
   * memory, so a Redis outage must not take every instance out of the load balancer); 503
   * "Database unavailable" when the database does not answer.
   */
  @Public()
  @ContractRoute(endpoints.healthReady, 'health')
  async ready(): Promise<Readiness> {
    const [database, redis] = await Promise.all([
      this.databaseUp(),
      this.redis
        ? this.redis.ping().then(
            () => true,
            () => false,
          )
        : Promise.resolve(null),
    ]);
    if (!database) throw new ServiceUnavailableException('Database unavailable');
    if (redis === false) return { status: 'degraded', database: 'up', redis: 'down' };
    return { status: 'ok', database: 'up', redis: redis ? 'up' : 'not configured' };
  }
}
