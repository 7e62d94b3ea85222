import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { RuntimeConfig } from '@flourishly/contracts';
import { afterPageContent, createStore, registerRuntimeRemotes, sessionApi, type StartResponses } from '@flourishly/platform';
import { replaceLastViewWhenReady } from '../offline/last-view';
import { loadServiceWorkerRegistration } from '../service-worker/load-registration';
import type { StartSession } from '../start/start-requests';
import { App } from './App';

/**
 * Starts the full app: registers the remotes (the configuration's shape was checked when it was
 * read, without zod: see start-requests.ts), creates the one store (seeded with the answer of
 * GET /api/user the start already has, and given the page's first GETs it asked, so neither is
 * asked twice) and renders the router.
 */
export function startApp(container: HTMLElement, config: RuntimeConfig, session: StartSession, startResponses?: StartResponses) {
  registerRuntimeRemotes(config.remotes);
  const store = createStore(undefined, { startResponses });
  // The start already asked GET /api/user: seed the answer (null = signed out) so it is not asked twice.
  if (session.status !== 'unknown') {
    store.dispatch(sessionApi.util.upsertQueryData('getUser', undefined, session.status === 'signed-in' ? session.user : null));
  }
  // A transition: React renders the first screen in slices that leave the main thread free
  // in between, instead of one long task (docs/architecture.md, "Page budgets").
  const root = createRoot(container);
  replaceLastViewWhenReady(container);
  startTransition(() => root.render(<App store={store} runtimeConfig={config} />));
  // The offline copies wait until the page the parent came for is painted.
  afterPageContent(() => {
    loadServiceWorkerRegistration();
    const signedInUserId = () => sessionApi.endpoints.getUser.select()(store.getState()).data?.id ?? null;
    void import(/* webpackChunkName: "keep-last-views" */ '../offline/keep-last-views').then(({ keepLastViews }) =>
      keepLastViews(container, signedInUserId),
    );
  });
}
