import { Controller, Header, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@flourishly/contracts';
import { Public } from '../common/decorators/public.decorator';
import { APP_CONFIG, defaultRemoteEntry, type AppConfig } from '../config/app-config';
import { releaseEntry, RemoteReleases } from './remote-releases';
import { endpoints } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

@ApiTags('web')
@Controller()
export class RuntimeConfigController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly releases: RemoteReleases,
  ) {}

  /**
   * GET /remotes.json: each remote's mf-manifest.json URL and the sign-in host, from server
   * configuration (REMOTE_<NAME>_URL, APP_HOST) and the live releases (releases/active.json,
   * read again when it changes), so moving or releasing a remote needs no shell rebuild nor restart.
   */
  @Public()
  @ContractRoute(endpoints.runtimeConfig)
  @Header('Cache-Control', 'no-cache')
  runtimeConfig(): RuntimeConfig {
    return runtimeConfigOf(this.config, this.releases);
  }
}

/**
 * The runtime configuration the shell starts with: /remotes.json, also inlined in index.html.
 * A remote's entry is, in order: REMOTE_<NAME>_URL when set, its live release, its dist/ build.
 */
export function runtimeConfigOf(config: AppConfig, releases: RemoteReleases): RuntimeConfig {
  const entryOf = (name: RemoteName) => {
    const version = config.remotes[name] === defaultRemoteEntry(name) ? releases.activeVersion(name) : null;
    return version ? releaseEntry(name, version) : config.remotes[name];
  };
  return { appHost: config.appHost, remotes: REMOTE_NAMES.map((name) => ({ name, entry: entryOf(name) })) };
}
