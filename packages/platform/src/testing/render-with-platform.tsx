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

/** The signed-in parent of component tests. */
export const testUser: User = {
  id: 5,
  fullName: 'Maya Patel',
  email: 'maya@example.com',
  profileCompleted: true,
  phoneNumber: null,
  address: null,
  schoolName: null,
  schoolUrl: null,
  grade: null,
  selectedInterests: [],
};

/** A request the code under test made: method, URL and parsed JSON body. */
export interface MockCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | undefined;
type Route = (call: MockCall) => Answer | Promise<Answer>;

/** Replaces fetch: `route` answers each call (undefined = 404; a promise answers when it settles); returns the recorded calls. */
export function mockApi(route: Route) {
  const calls: MockCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = (await route(call)) ?? { status: 404, body: { statusCode: 404, message: 'Not found' } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: answer.status < 300, status: answer.status, statusText: 'Status', text: async () => text } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

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
  if (user !== undefined) store.dispatch(sessionApi.util.upsertQueryData('getUser', undefined, user));
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
