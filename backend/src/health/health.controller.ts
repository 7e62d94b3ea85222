import { EntityManager } from '@mikro-orm/core';
import { Controller, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type Redis from 'ioredis';
import { Public } from '../common/decorators/public.decorator';
import { REDIS_CLIENT } from '../common/redis.provider';
import { z } from 'zod';
import { JsonRoute } from '../common/openapi/routes';

/** GET /api/health answer. */
const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });
/** GET /api/health/live answer. */
const livenessSchema = z.object({ status: z.literal('ok') });
/** GET /api/health/ready answer. */
const readinessSchema = z.object({ status: z.literal('ok'), database: z.literal('up'), redis: z.enum(['up', 'not configured']) });

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
  @JsonRoute('GET', '', 'Liveness and database check', healthSchema, 'The process and the database answer')
  async check(): Promise<{ status: 'ok'; database: 'up' }> {
    if (!(await this.databaseUp())) throw new ServiceUnavailableException('Database unavailable');
    return { status: 'ok', database: 'up' };
  }

  /** GET /api/health/live: {status: 'ok'} while the process serves requests (no dependency checked). */
  @Public()
  @JsonRoute('GET', 'live', 'Liveness: the process answers', livenessSchema, 'The process answers')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * GET /api/health/ready: {status: 'ok', database: 'up', redis: 'up' | 'not configured'} when
   * this instance can serve traffic; 503 naming what is down (database, or Redis when REDIS_URL
   * is set).
   */
  @Public()
  @JsonRoute('GET', 'ready', 'Readiness: database and (when configured) Redis answer', readinessSchema, 'Ready to serve traffic')
  async ready(): Promise<{ status: 'ok'; database: 'up'; redis: 'up' | 'not configured' }> {
    const [database, redis] = await Promise.all([
      this.databaseUp(),
      this.redis
        ? this.redis.ping().then(
            () => true,
            () => false,
          )
        : Promise.resolve(null),
    ]);
    const down = [!database && 'Database', redis === false && 'Redis'].filter(Boolean);
    if (down.length) throw new ServiceUnavailableException(`${down.join(' and ')} unavailable`);
    return { status: 'ok', database: 'up', redis: redis ? 'up' : 'not configured' };
  }
}
