import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { createStore, PlatformProviders } from '@flourishly/platform';
import { RuntimeConfigProvider } from '../app/runtime-config';
import { AppRoutes } from '../app/App';
import type { User } from '@flourishly/contracts';
import { handlers, noNotifications } from '@flourishly/platform/testing';

export { recordRequests } from '@flourishly/platform/testing';

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
