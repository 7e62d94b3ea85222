import { EntityManager } from '@mikro-orm/core';
import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  /** GET /api/health: {status: 'ok', database: 'up'}; 503 when the database does not answer. */
  @Public()
  @Get()
  @ApiOperation({ summary: 'Liveness and database check' })
  async check(): Promise<{ status: 'ok'; database: 'up' }> {
    try {
      await this.em.getConnection().execute('select 1');
    } catch {
      throw new ServiceUnavailableException('Database unavailable');
    }
    return { status: 'ok', database: 'up' };
  }
}
