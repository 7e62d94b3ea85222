// Test helpers shared by the host and every remote: imported by tests only (by path,
// '@flourishly/platform/testing'), never by the platform's index, so
// no bundle carries them.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { User } from '@flourishly/contracts';
import { PlatformProviders } from '../PlatformProviders';
import { sessionApi } from '../session/session-api';
import { createStore } from '../store';
import { testUser } from './fixtures';

export * from './api-mock';
export * from './fixtures';
export * from './handlers';
export * from './scoped-answers';

export interface RenderWithPlatformOptions {
  /** The URL to start at. */
  path?: string;
  /** The route pattern `element` is mounted at (e.g. '/child/:childId'). */
  pattern?: string;
  /** The signed-in user; null for a signed-out visitor. */
  user?: User | null;
  /** Further routes beside `element` (anything else renders "Elsewhere"). */
  routes?: RouteObject[];
}

/** Renders `element` at `path` with the platform's providers, a store and a memory router. */
export function renderWithPlatform(
  element: ReactElement,
  { path = '/', pattern = '*', user = testUser, routes = [] }: RenderWithPlatformOptions = {},
) {
  const store = createStore();
  // Synchronous, so the first render already has the user.
  if (user !== undefined) store.dispatch(sessionApi.util.upsertQueryEntries([{ endpointName: 'getUser', arg: undefined, value: user }]));
  const router = createMemoryRouter([{ path: pattern, element }, ...routes, { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: [path],
  });
  const result = render(
    <PlatformProviders store={store}>
      <RouterProvider router={router} />
    </PlatformProviders>,
  );
  return { ...result, store, router };
}
