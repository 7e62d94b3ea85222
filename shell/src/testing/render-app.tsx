import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { createStore, PlatformProviders } from '@flourishly/platform';
import { RuntimeConfigProvider } from '../app/runtime-config';
import { AppRoutes } from '../app/App';
import type { User } from '@flourishly/contracts';
import { bodyText, mockApi as answerApi } from '@flourishly/platform/testing/api-mock';
import { apiServer, handlers, noNotifications } from '@flourishly/platform/testing';

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

/**
 * Answers what every page of the shell asks: GET /api/user with `user` (null: 401, a signed-out
 * visitor) and GET /api/notifications with none. Returns the calls of each, in order.
 */
export function answerSession(user: User | null) {
  return {
    user: user === null ? handlers.auth.currentUser.fail(401) : handlers.auth.currentUser(user),
    notifications: handlers.notifications.notifications(noNotifications),
  };
}

const recorders = new Set<(event: { request: Request }) => void>();
afterEach(() => {
  recorders.forEach((recorder) => apiServer.events.removeListener('request:start', recorder));
  recorders.clear();
});

/**
 * Every request the app sends from now to the end of the test, answered or not, in order, as
 * 'METHOD /path?query': for a test of what is sent, or not sent, across endpoints.
 */
export function recordRequests(): string[] {
  const requests: string[] = [];
  const recorder = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  };
  recorders.add(recorder);
  apiServer.events.on('request:start', recorder);
  return requests;
}

interface RouterState {
  location: Location;
}

/**
 * Renders the shell's real route table at `path` with a fresh store, routed as App routes it.
 * Returns what tests read of a router: its `state.location`, `subscribe` (called with each
 * location after the first) and `navigate`.
 */
export function renderApp(path: string, appHost = '') {
  const listeners = new Set<(state: RouterState) => void>();
  let navigateTo: NavigateFunction | null = null;
  const router = {
    state: { location: { pathname: path } as Location },
    subscribe(listener: (state: RouterState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(to: string) {
      await act(async () => {
        await navigateTo?.(to);
      });
    },
  };
  let mounted = false;
  function LocationProbe() {
    const location = useLocation();
    navigateTo = useNavigate();
    useLayoutEffect(() => {
      router.state = { location };
      if (mounted) listeners.forEach((listener) => listener(router.state));
      mounted = true;
    }, [location]);
    return null;
  }
  render(
    <PlatformProviders store={createStore()}>
      <RuntimeConfigProvider value={{ appHost, remotes: [] }}>
        <MemoryRouter initialEntries={[path]} useTransitions={false}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </RuntimeConfigProvider>
    </PlatformProviders>,
  );
  return router;
}
