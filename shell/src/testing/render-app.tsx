import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { createStore, PlatformProviders } from '@flourishly/platform';
import { RuntimeConfigProvider } from '../app/runtime-config';
import { AppRoutes } from '../app/App';

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
