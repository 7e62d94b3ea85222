import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handlers, testUser } from '@flourishly/platform/testing';
import { answerSession, renderApp } from '../testing/render-app';
import { resetProfileGate } from '../session/useProfileGate';

// The route loads this page as a chunk of its own; load it before the tests so the first one
// does not wait for it.
beforeAll(async () => {
  await import('./AuthPage');
});

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => <p>Remote page</p> })),
  registerRemotes: jest.fn(),
}));

async function signIn(user: ReturnType<typeof userEvent.setup>, password = 'a-long-password') {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  await user.type(within(form).getByLabelText('Email'), 'maya@example.com');
  await user.type(within(form).getByLabelText('Password'), password);
  await user.click(within(form).getByRole('button', { name: 'Sign in' }));
}

async function register(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Create account' });
  await user.type(within(form).getByLabelText('Full name'), 'Maya Patel');
  await user.type(within(form).getByLabelText('Email'), 'maya@example.com');
  await user.type(within(form).getByLabelText('Password'), 'a-long-password');
  await user.type(within(form).getByLabelText('Confirm password'), 'a-long-password');
  await user.click(within(form).getByRole('button', { name: 'Create account' }));
}

describe('the auth screen toasts', () => {
  beforeEach(() => resetProfileGate());

  it("shows 'Login failed' with the error message when the server refuses the sign-in", async () => {
    answerSession(null);
    const login = handlers.auth.login.fail(401, 'Invalid email or password');
    const user = userEvent.setup();
    const router = renderApp('/login');
    await signIn(user, 'a-wrong-password');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('401: Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(login.map((call) => call.body)).toEqual([{ email: 'maya@example.com', password: 'a-wrong-password' }]);
  });

  it("shows 'Login successful' with 'Welcome back, {name}!' and goes home", async () => {
    answerSession(null);
    const login = handlers.auth.login(testUser);
    const user = userEvent.setup();
    const router = renderApp('/signin');
    await signIn(user);
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Login successful');
    expect(toast).toHaveTextContent('Welcome back, Maya Patel!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(login.map((call) => call.body)).toEqual([{ email: 'maya@example.com', password: 'a-long-password' }]);
  });

  it("shows 'Registration failed' with the error message when the server refuses the account", async () => {
    answerSession(null);
    const registration = handlers.auth.register.fail(409, 'An account with this email already exists');
    const user = userEvent.setup();
    const router = renderApp('/register');
    await register(user);
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Registration failed');
    expect(toast).toHaveTextContent('409: An account with this email already exists');
    expect(router.state.location.pathname).toBe('/register');
    expect(registration.map((call) => call.body)).toEqual([
      { fullName: 'Maya Patel', email: 'maya@example.com', password: 'a-long-password' },
    ]);
  });
});
