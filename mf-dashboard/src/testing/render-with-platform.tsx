import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { User } from '@flourishly/contracts';
import { createStore, PlatformProviders, sessionApi } from '@flourishly/platform';

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

export interface MockCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | undefined;
type Route = (call: MockCall) => Answer | Promise<Answer>;

/** Replaces fetch: `route` answers each call (undefined = 404; a promise delays the answer); returns the recorded calls. */
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

/** Renders `element` at `path` (route pattern `pattern`) with the platform's providers and a signed-in user. */
export function renderWithPlatform(element: ReactElement, { path = '/', pattern = '*', user = testUser as User | null } = {}) {
  const store = createStore();
  if (user !== undefined) store.dispatch(sessionApi.util.upsertQueryData('getUser', undefined, user));
  const router = createMemoryRouter([{ path: pattern, element }, { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: [path],
  });
  const result = render(
    <PlatformProviders store={store}>
      <RouterProvider router={router} />
    </PlatformProviders>,
  );
  return { ...result, store, router };
}
