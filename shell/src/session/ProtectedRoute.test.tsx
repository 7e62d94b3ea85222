import { screen, waitFor } from '@testing-library/react';
import type { User } from '@flourishly/contracts';
import { testUser } from '@flourishly/platform/testing';
import { answerSession, renderApp } from '../testing/render-app';
import { resetProfileGate } from './useProfileGate';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => <p>Remote page</p> })),
  registerRemotes: jest.fn(),
}));

const user = (profileCompleted: boolean): User => ({ ...testUser, profileCompleted });

describe('protected routes and the profile gate', () => {
  beforeEach(() => resetProfileGate());

  it('sends a signed-out visitor to /auth (a 401 is not an error)', async () => {
    answerSession(null);
    const router = renderApp('/children');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('sends a user with an incomplete profile to /profile-completion once', async () => {
    answerSession(user(false));
    const router = renderApp('/children');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-completion'));
    expect(await screen.findByRole('heading', { name: 'Welcome to Flourishly' })).toBeInTheDocument();
    await router.navigate('/children');
    expect(await screen.findByText('Remote page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/children');
  });

  it('lets a user with a completed profile through', async () => {
    answerSession(user(true));
    const router = renderApp('/children');
    expect(await screen.findByText('Remote page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/children');
  });

  it('shows 404 Page Not Found for unknown routes', async () => {
    answerSession(null);
    renderApp('/nowhere');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
