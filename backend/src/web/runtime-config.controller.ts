import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { REMOTE_NAMES, type RuntimeConfig } from '@flourishly/contracts';
import { Public } from '../common/decorators/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiJsonResponse } from '../common/openapi/api-responses';
import { runtimeConfigSchema } from '@flourishly/contracts';

@ApiTags('web')
@Controller()
export class RuntimeConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * GET /remotes.json: each remote's mf-manifest.json URL and the sign-in host, from server
   * configuration (REMOTE_<NAME>_URL, APP_HOST), so moving a remote needs no shell rebuild.
   */
  @Public()
  @Get('remotes.json')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Where the shell finds its remotes' })
  @ApiJsonResponse(200, runtimeConfigSchema, 'Where the shell finds each remote')
  runtimeConfig(): RuntimeConfig {
    return runtimeConfigOf(this.config);
  }
}

/** The runtime configuration the shell starts with: /remotes.json, also inlined in index.html. */
export function runtimeConfigOf(config: AppConfig): RuntimeConfig {
  return {
    appHost: config.appHost,
    remotes: REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })),
  };
}
