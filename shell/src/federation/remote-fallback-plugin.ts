import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin: when a remote's manifest, entry or module cannot be loaded, log it and hand
 * back a marker module instead of throwing deep inside the runtime. The platform's remote
 * loader turns the marker into the "unavailable, retry" panel of that area only.
 * Deliberately free of React: runtime plugins run before shared modules are negotiated.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'flourishly-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] ${lifecycle}: could not load ${id}`, error);
      if (lifecycle === 'onLoad') {
        return { __remoteUnavailable: true, id, reason: error instanceof Error ? error.message : String(error) };
      }
      return undefined;
    },
  };
}
