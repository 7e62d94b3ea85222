import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@flourishly/contracts';

const RuntimeConfigContext = createContext<RuntimeConfig>({ appHost: '', remotes: [] });

export const RuntimeConfigProvider = RuntimeConfigContext.Provider;

/** The runtime configuration read from /remotes.json at start. */
export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}

/**
 * The external sign-in host when APP_HOST names another origin than the page's, else null
 * (the auth screen is served right here).
 */
export function useExternalAuthHost(): string | null {
  const { appHost } = useRuntimeConfig();
  if (!appHost || appHost === window.location.origin) return null;
  return appHost;
}
