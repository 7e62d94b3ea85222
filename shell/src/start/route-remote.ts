import type { RuntimeConfig } from '@flourishly/contracts';
import { routePageModule } from '@flourishly/contracts/routes';
// By path: the platform's index would load its whole bundle (see start-landing.tsx).
import { loadRemoteModule, registerRuntimeRemotes } from '@flourishly/platform/remote-loader';
import type { StartSession } from './start-requests';

/**
 * The federated page a signed-in address shows first, as '<container>/<expose>', or null when
 * the shell renders it itself (the contracts' light copy of the route table, `app/routes.tsx`;
 * `routes.test.tsx` checks they agree), so the start can ask for the page's code before the
 * router has loaded.
 */
export const routeRemoteId = (pathname: string): string | null => routePageModule(pathname, true);

/**
 * Starts loading the route's federated page (manifest, remoteEntry.js, the exposed module and
 * the shared modules it needs) as soon as the configuration and the session are known, in
 * parallel with the app's own code, so the page's code is there when the router asks for it (and
 * RemoteComponent renders it without suspending).
 * Only for a signed-in parent (anyone else goes to the landing page or /auth). A failure is
 * left to the page's own load, which shows the "unavailable, Retry" panel.
 */
export async function preloadRouteRemote(pathname: string, config: RuntimeConfig, session: StartSession): Promise<void> {
  if (session.status !== 'signed-in') return;
  const remoteId = routeRemoteId(pathname);
  if (!remoteId || !config.remotes.some((remote) => remote.name === remoteId.split('/')[0])) return;
  registerRuntimeRemotes(config.remotes);
  try {
    await loadRemoteModule(remoteId);
  } catch {
    // The page's RemoteComponent loads again and shows the fallback.
  }
}
