import { createRoot } from 'react-dom/client';
import { runtimeConfigSchema, type RuntimeConfig } from '@flourishly/contracts';
import { createStore, registerRuntimeRemotes, sessionApi } from '@flourishly/platform';
import type { StartSession } from '../start/start-requests';
import { App } from './App';

/**
 * Starts the full app: validates the runtime configuration with the contracts' schema,
 * registers the remotes, creates the one store (seeded with the user when `/` already asked
 * GET /api/user, so it is not asked twice) and renders the router.
 */
export function startApp(container: HTMLElement, rawConfig: RuntimeConfig, session: StartSession) {
  const parsed = runtimeConfigSchema.safeParse(rawConfig);
  if (!parsed.success) console.error('Could not read /remotes.json', parsed.error);
  const config = parsed.success ? parsed.data : { appHost: '', remotes: [] };
  registerRuntimeRemotes(config.remotes);
  const store = createStore();
  if (session.status === 'signed-in') store.dispatch(sessionApi.util.upsertQueryData('getUser', undefined, session.user));
  createRoot(container).render(<App store={store} runtimeConfig={config} />);
}
