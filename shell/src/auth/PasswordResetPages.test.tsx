import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@flourishly/contracts';
import { mockApi, renderApp } from '../testing/render-app';

// Each page is a chunk of its own; load them before the tests so the first one does not wait.
beforeAll(async () => {
  await Promise.all([import('./ForgotPasswordPage'), import('./ResetPasswordPage'), import('./AuthPage')]);
});

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => <p>Remote page</p> })),
  registerRemotes: jest.fn(),
}));

const TOKEN = 'a'.repeat(43);
type Answer = { status: number; body?: unknown };

/** Signed out; the reset endpoints answer as given. */
function api({ request, confirm }: { request?: Answer; confirm?: Answer }) {
  return mockApi((url, init) => {
    if (url.endsWith('/api/password-reset') && init?.method === 'POST') return request ?? { status: 500 };
    if (url.endsWith('/api/password-reset/confirm') && init?.method === 'POST') return confirm ?? { status: 500 };
    if (url.endsWith('/api/user')) return { status: 401 };
    return { status: 200, body: [] };
  });
}

const bodyOf = (fetchMock: jest.Mock, path: string) =>
  JSON.parse(String((fetchMock.mock.calls.find(([url]) => String(url).endsWith(path)) as [string, RequestInit])[1].body));

describe('forgot password', () => {
  it('is linked from the sign-in form', async () => {
    api({});
    const user = userEvent.setup();
    const router = renderApp('/auth');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.click(within(form).getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('checks the email, sends it, and says a link went out if the account exists', async () => {
    const fetchMock = api({ request: { status: 202, body: { message: ACCOUNT_MESSAGES.resetRequested } } });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    const form = await screen.findByRole('form', { name: 'Reset password' });
    await user.type(within(form).getByLabelText('Email'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), ' Maya@Example.com');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.resetRequested);
    expect(bodyOf(fetchMock, '/api/password-reset')).toEqual({ email: 'maya@example.com' });
    expect(screen.queryByRole('form', { name: 'Reset password' })).not.toBeInTheDocument();
  });
});

describe('reset password', () => {
  it('sets the new password and goes to sign in with a notice', async () => {
    const fetchMock = api({ confirm: { status: 204 } });
    const user = userEvent.setup();
    const router = renderApp(`/reset-password?token=${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    await user.type(within(form).getByLabelText('New password'), 'Quiet-harbour-lantern-57');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Quiet-harbour-lantern-5');
    await user.click(within(form).getByRole('button', { name: 'Set new password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Passwords do not match');
    await user.type(within(form).getByLabelText('Confirm new password'), '7');
    await user.click(within(form).getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.resetDone);
    expect(bodyOf(fetchMock, '/api/password-reset/confirm')).toEqual({ token: TOKEN, password: 'Quiet-harbour-lantern-57' });
  });

  it("shows the server's password rule under the field", async () => {
    const message = 'This password is too easy to guess. Try a few unrelated words or a longer mix of characters.';
    api({ confirm: { status: 400, body: { statusCode: 400, message } } });
    const user = userEvent.setup();
    renderApp(`/reset-password?token=${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    await user.type(within(form).getByLabelText('New password'), 'password123');
    await user.type(within(form).getByLabelText('Confirm new password'), 'password123');
    await user.click(within(form).getByRole('button', { name: 'Set new password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(within(form).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the link was used or expired, and offers a new one', async () => {
    api({ confirm: { status: 410, body: { statusCode: 410, message: ACCOUNT_MESSAGES.resetGone } } });
    const user = userEvent.setup();
    renderApp(`/reset-password?token=${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    await user.type(within(form).getByLabelText('New password'), 'Quiet-harbour-lantern-57');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Quiet-harbour-lantern-57');
    await user.click(within(form).getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetGone);
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('refuses a link without a valid token before any call', async () => {
    const fetchMock = api({});
    renderApp('/reset-password?token=short');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetGone);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/password-reset'))).toBe(false);
  });
});
