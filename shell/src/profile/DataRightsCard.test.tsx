import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@flourishly/contracts';
import { mockApi, renderApp } from '../testing/render-app';
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

const asha = {
  id: 3,
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  profileCompleted: true,
  phoneNumber: null,
  address: null,
  schoolName: null,
  schoolUrl: null,
  grade: null,
  selectedInterests: [],
};

/** The API of a signed-in Asha whose account deletion answers `deletion` (and who is signed out after a 204). */
function accountApi(deletion: { status: number; body?: unknown }) {
  let deleted = false;
  return mockApi((url, init) => {
    if (init?.method === 'DELETE' && url === '/api/users/3') {
      if (deletion.status === 204) deleted = true;
      return deletion;
    }
    if (url === '/api/user')
      return deleted ? { status: 401, body: { statusCode: 401, message: 'You are not signed in' } } : { status: 200, body: asha };
    return { status: 200, body: [] };
  });
}

describe('Your data on /settings', () => {
  it('offers the export as a download of the signed-in user’s own file', async () => {
    accountApi({ status: 204 });
    renderApp('/settings');
    const download = await screen.findByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/users/3/export');
    expect(download).toHaveAttribute('download');
  });

  it('asks for the password with a warning that shared children go for everyone, and Cancel returns focus', async () => {
    const fetchMock = accountApi({ status: 204 });
    const user = userEvent.setup();
    renderApp('/settings');
    const opener = await screen.findByRole('button', { name: 'Delete account' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/also for everyone you shared it with/)).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('shows the server’s message on a wrong password and stays', async () => {
    accountApi({ status: 422, body: { statusCode: 422, message: ACCOUNT_MESSAGES.wrongPassword } });
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.wrongPassword);
  });

  it('deletes with the password, then signs out to the landing page', async () => {
    const fetchMock = accountApi({ status: 204 });
    const user = userEvent.setup();
    const router = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'a-long-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(call?.[0]).toBe('/api/users/3');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ password: 'a-long-password' });
    expect(await screen.findByText(ACCOUNT_MESSAGES.deleted)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
