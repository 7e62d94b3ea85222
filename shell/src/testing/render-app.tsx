import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createStore, PlatformProviders } from '@flourishly/platform';
import { RuntimeConfigProvider } from '../app/runtime-config';
import { appRoutes } from '../app/routes';

type Handler = (url: string, init?: RequestInit) => { status: number; body?: unknown };

/** Replaces fetch with `handler`; returns the mock to inspect calls. */
export function mockApi(handler: Handler) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { status, body } = handler(String(input), init);
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** Renders the shell's real route table at `path` with a fresh store. */
export function renderApp(path: string, appHost = '') {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <PlatformProviders store={createStore()}>
      <RuntimeConfigProvider value={{ appHost, remotes: [] }}>
        <RouterProvider router={router} />
      </RuntimeConfigProvider>
    </PlatformProviders>,
  );
  return router;
}
