import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createStore, PlatformProviders } from '@flourishly/platform';
import { RuntimeConfigProvider } from '../app/runtime-config';
import { appRoutes } from '../app/routes';
import { bodyText, mockApi as answerApi } from '@flourishly/platform/testing/api-mock';

type Handler = (url: string, init: { method: string; body?: string }) => { status: number; body?: unknown };

/**
 * Answers every request with `handler` through the platform's Mock Service Worker server (a
 * string body is sent as it is); returns a mock called with (url, init) per request, to inspect.
 */
export function mockApi(handler: Handler) {
  const requests = jest.fn((_url: string, _init: { method: string; body?: string }) => undefined);
  answerApi((call) => {
    const init = { method: call.method, body: bodyText(call) };
    requests(call.url, init);
    const { status, body } = handler(call.url, init);
    return typeof body === 'string' ? { status, text: body } : { status, body };
  });
  return requests;
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
