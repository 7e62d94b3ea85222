import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { looksLikeRuntimeConfig, registerRuntimeRemotes } from '../federation/remote-loader';
import { PlatformProviders } from '../PlatformProviders';

/** `routes` drawn at the browser's address. */
function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Mounts a remote on its own dev server, with the platform's providers (store, theme, toasts)
 * and its own routes, so a team can work on it without the shell. Remotes it federates are
 * found through /remotes.json when the backend is running.
 */
export async function renderStandalone(routes: RouteObject[]): Promise<void> {
  try {
    const response = await fetch('/remotes.json');
    const config: unknown = response.ok ? await response.json() : null;
    if (looksLikeRuntimeConfig(config)) registerRuntimeRemotes(config.remotes);
  } catch {
    // no backend: federated areas show their fallback
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <PlatformProviders>
      <BrowserRouter>
        <StandaloneRoutes routes={routes} />
      </BrowserRouter>
    </PlatformProviders>,
  );
}
