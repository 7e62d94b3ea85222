import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@flourishly/contracts';
import { handlers } from '@flourishly/platform/testing';
import { answerSession, recordRequests, renderApp } from '../testing/render-app';

// Each page is a chunk of its own; load them before the tests so the first one does not wait.
beforeAll(async () => {
  await Promise.all([import('./ForgotPasswordPage'), import('./ResetPasswordPage'), import('./AuthPage')]);
});

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => <p>Remote page</p> })),
  registerRemotes: jest.fn(),
}));

const TOKEN = 'a'.repeat(43);

describe('forgot password', () => {
  it('is linked from the sign-in form', async () => {
    answerSession(null);
    const user = userEvent.setup();
    const router = renderApp('/auth');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.click(within(form).getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('checks the email, sends it, and says a link went out if the account exists', async () => {
    answerSession(null);
    const requested = handlers.account.requestPasswordReset({ message: ACCOUNT_MESSAGES.resetRequested });
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
    expect(requested.map((call) => call.body)).toEqual([{ email: 'maya@example.com' }]);
    expect(screen.queryByRole('form', { name: 'Reset password' })).not.toBeInTheDocument();
  });
});

describe('reset password', () => {
  it('sets the new password and goes to sign in with a notice', async () => {
    answerSession(null);
    const confirmed = handlers.account.confirmPasswordReset();
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
    // The sign-in page's chunk may still be loading ('Loading' is a status too): wait for the notice.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.resetDone));
    expect(confirmed.map((call) => call.body)).toEqual([{ token: TOKEN, password: 'Quiet-harbour-lantern-57' }]);
  });

  it("shows the server's password rule under the field", async () => {
    const message = 'This password is too easy to guess. Try a few unrelated words or a longer mix of characters.';
    answerSession(null);
    handlers.account.confirmPasswordReset.fail(400, message);
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
    answerSession(null);
    handlers.account.confirmPasswordReset.fail(410, ACCOUNT_MESSAGES.resetGone);
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
    answerSession(null);
    const requests = recordRequests();
    renderApp('/reset-password?token=short');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetGone);
    expect(requests.filter((request) => request.includes('/api/password-reset'))).toEqual([]);
  });
});
