import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, DEFAULT_USER_SETTINGS, type User } from '@flourishly/contracts';
import { apiError, handlers, noNotifications, testUser, type ErrorAnswer } from '@flourishly/platform/testing';
import { renderApp } from '../testing/render-app';
import { resetProfileGate } from '../session/useProfileGate';

// A deleted account lands on the landing page, a remote: stood in for, as no remote is served here.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => <h1>Flourishly</h1> })),
  registerRemotes: jest.fn(),
}));

beforeAll(async () => {
  await import('./AccountSettingsPage');
});

beforeEach(() => resetProfileGate());

const asha: User = { ...testUser, id: 3, fullName: 'Asha Rao', email: 'asha@example.com' };

/** Signed in as Asha; her account deletion answers `refusal`, or succeeds and signs her out. Returns the deletion's calls. */
function accountApi(refusal?: ErrorAnswer) {
  let deleted = false;
  handlers.auth.currentUser(() => (deleted ? apiError(401, 'You are not signed in') : asha));
  handlers.notifications.notifications(noNotifications);
  handlers.settings.settings(DEFAULT_USER_SETTINGS);
  return handlers.account.deleteAccount(() => {
    if (refusal) return refusal;
    deleted = true;
    return undefined;
  });
}

describe('Your data on /settings', () => {
  it('offers the export as a download of the signed-in user’s own file', async () => {
    accountApi();
    renderApp('/settings');
    const download = await screen.findByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/users/3/export');
    expect(download).toHaveAttribute('download');
  });

  it('asks for the password with a warning that shared children go for everyone, and Cancel returns focus', async () => {
    const deletions = accountApi();
    const user = userEvent.setup();
    renderApp('/settings');
    const opener = await screen.findByRole('button', { name: 'Delete account' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/also for everyone you shared it with/)).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password')).toBeInTheDocument();
    expect(deletions).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('shows the server’s message on a wrong password and stays', async () => {
    accountApi(apiError(422, ACCOUNT_MESSAGES.wrongPassword));
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.wrongPassword);
  });

  it('deletes with the password, then signs out to the landing page', async () => {
    const deletions = accountApi();
    const user = userEvent.setup();
    const router = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'a-long-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(deletions.map(({ url, body }) => ({ url, body }))).toEqual([{ url: '/api/users/3', body: { password: 'a-long-password' } }]);
    expect(await screen.findByText(ACCOUNT_MESSAGES.deleted)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
