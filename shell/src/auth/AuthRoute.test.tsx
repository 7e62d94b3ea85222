import { act, screen } from '@testing-library/react';
import { answerSession, renderApp } from '../testing/render-app';
import { resetProfileGate } from '../session/useProfileGate';
import { browserNavigation } from './RedirectScreen';

// The route loads this page as a chunk of its own; load it before the tests so the first one
// does not wait for it.
beforeAll(async () => {
  await import('./AuthPage');
});

const EXTERNAL_HOST = 'https://app.flourishly.example';

describe('/auth and its aliases', () => {
  beforeEach(() => resetProfileGate());

  describe('when APP_HOST is another origin: the three redirect screens', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it.each([
      ['/login', 'Redirecting to Login', '/signin'],
      ['/signin', 'Redirecting to Login', '/signin'],
      ['/register', 'Redirecting to Registration', '/signup'],
      ['/signup', 'Redirecting to Registration', '/signup'],
      ['/auth', 'Redirecting to Flourishly', '/signup'],
    ])('%s shows "%s" and after 1 s goes to the host%s with the query string', async (path, heading, target) => {
      answerSession(null);
      const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      renderApp(`${path}?next=%2Fchildren&ref=mail`, EXTERNAL_HOST);
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.getByText("You're being redirected to our secure authentication portal.")).toBeInTheDocument();
      // The session answers meanwhile and the route re-renders: the timer keeps running.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(999);
      });
      expect(assign).not.toHaveBeenCalled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      expect(assign).toHaveBeenCalledTimes(1);
      expect(assign).toHaveBeenCalledWith(`${EXTERNAL_HOST}${target}?next=%2Fchildren&ref=mail`);
    });
  });

  describe('when APP_HOST is empty or this origin: the sign-in and registration screen itself', () => {
    it.each([
      ['/login', '', 'Sign in to your account'],
      ['/signin', '', 'Sign in to your account'],
      ['/auth', '', 'Sign in to your account'],
      ['/register', '', 'Create your account'],
      ['/signup', '', 'Create your account'],
      ['/signin', 'http://localhost', 'Sign in to your account'],
      ['/signup', 'http://localhost', 'Create your account'],
    ])('%s (APP_HOST "%s") shows "%s"', async (path, appHost, heading) => {
      answerSession(null);
      const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      renderApp(`${path}?next=%2Fchildren`, appHost);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /Redirecting/ })).not.toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    });
  });
});
