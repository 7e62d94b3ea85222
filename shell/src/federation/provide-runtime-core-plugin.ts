import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The ESM build of the runtime core, the very module instance the shell's federation runtime
// already runs on (the package's own inject plugin is CommonJS and would bundle a second copy).
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

/**
 * Runtime plugin: hands the shell's federation runtime core to remotes built with
 * `externalRuntime` (every remote), as the global `_FEDERATION_RUNTIME_CORE`, so their
 * remoteEntry.js does not ship a copy of it. Set before any remote is loaded (beforeInit).
 */
export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'flourishly-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global as unknown as Record<string, unknown>;
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
