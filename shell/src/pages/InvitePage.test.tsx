import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderApp } from '../testing/render-app';
import { resetProfileGate } from '../session/useProfileGate';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async (id: string) => ({ default: () => <p>{`Remote ${id}`}</p> })),
  registerRemotes: jest.fn(),
}));

const TOKEN = 'b'.repeat(43);
const grandma = {
  id: 8,
  fullName: 'Rose Patel',
  email: 'rose@example.com',
  profileCompleted: false,
  phoneNumber: null,
  address: null,
  schoolName: null,
  schoolUrl: null,
  grade: null,
  selectedInterests: [],
};
const preview = { childName: 'Maya', role: 'caregiver', invitedBy: 'Olivia Patel', expiresAt: '2026-12-01T10:00:00.000Z' };

describe('InvitePage (/invite/{token})', () => {
  beforeEach(() => resetProfileGate());

  it('shows who invites whom for which child, and accepting opens the child', async () => {
    const fetchMock = mockApi((url, init) => {
      if (url === '/api/user') return { status: 200, body: { ...grandma, profileCompleted: true } };
      if (url === `/api/invitations/${TOKEN}`) return { status: 200, body: preview };
      if (url === `/api/invitations/${TOKEN}/accept` && init?.method === 'POST')
        return { status: 200, body: { childId: 12, role: 'caregiver' } };
      return { status: 200, body: [] };
    });
    const router = renderApp(`/invite/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: "Join Maya's profile" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Olivia Patel invites you to Maya's profile on Flourishly as a/)).toHaveTextContent('caregiver');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/12'));
    expect(fetchMock).toHaveBeenCalledWith(`/api/invitations/${TOKEN}/accept`, expect.objectContaining({ method: 'POST' }));
  });

  it('says why a used or expired link cannot be accepted', async () => {
    mockApi((url) => {
      if (url === '/api/user') return { status: 200, body: { ...grandma, profileCompleted: true } };
      if (url === `/api/invitations/${TOKEN}`)
        return { status: 410, body: { statusCode: 410, message: 'This invitation has already been used.' } };
      return { status: 200, body: [] };
    });
    renderApp(`/invite/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Invitation not available' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation has already been used.');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('shows a signed-out visitor who invites them to which child, lets them register there, then lands on the child', async () => {
    let signedIn = false;
    let profileCompleted = false;
    const fetchMock = mockApi((url, init) => {
      if (url.endsWith('/api/user')) return signedIn ? { status: 200, body: { ...grandma, profileCompleted } } : { status: 401 };
      if (url.endsWith('/api/register') && init?.method === 'POST') {
        signedIn = true;
        return { status: 201, body: grandma };
      }
      if (url === `/api/invitation-previews/${TOKEN}`) return { status: 200, body: { invitedBy: 'Olivia', childName: 'Maya' } };
      if (url === `/api/invitations/${TOKEN}`) return { status: 200, body: preview };
      if (url === `/api/invitations/${TOKEN}/accept` && init?.method === 'POST')
        return { status: 200, body: { childId: 12, role: 'caregiver' } };
      if (url === '/api/users/8/profile' && init?.method === 'POST') {
        profileCompleted = true;
        return { status: 200, body: { ...grandma, profileCompleted: true } };
      }
      return { status: 200, body: [] };
    });
    const user = userEvent.setup();
    const router = renderApp(`/invite/${TOKEN}`);
    // The context first, on the link's own address: no bare sign-in page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Olivia invited you to see Maya' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/invite/${TOKEN}`);
    expect(fetchMock).not.toHaveBeenCalledWith(`/api/invitations/${TOKEN}`, expect.anything());
    const form = await screen.findByRole('form', { name: 'Create account' }, { timeout: 5000 });
    await user.type(within(form).getByLabelText('Full name'), 'Rose Patel');
    await user.type(within(form).getByLabelText('Email'), 'rose@example.com');
    await user.type(within(form).getByLabelText('Password'), 'a-long-password');
    await user.type(within(form).getByLabelText('Confirm password'), 'a-long-password');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }, { timeout: 5000 }));
    // The spec's profile gate comes once; finishing the form at once returns to the child.
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-completion'), { timeout: 5000 });
    expect(await screen.findByText(/Every field is optional/, undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/12'), { timeout: 5000 });
  });

  it('offers a signed-out visitor with an account to sign in from the invitation', async () => {
    mockApi((url) => {
      if (url.endsWith('/api/user')) return { status: 401 };
      if (url === `/api/invitation-previews/${TOKEN}`) return { status: 200, body: { invitedBy: 'Olivia', childName: 'Maya' } };
      return { status: 200, body: [] };
    });
    const user = userEvent.setup();
    renderApp(`/invite/${TOKEN}`);
    await user.click(await screen.findByRole('tab', { name: 'Sign in' }, { timeout: 5000 }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('tells a signed-out visitor when the link is not valid any more, and still lets them sign in', async () => {
    mockApi((url) => {
      if (url.endsWith('/api/user')) return { status: 401 };
      if (url === `/api/invitation-previews/${TOKEN}`)
        return { status: 404, body: { statusCode: 404, message: 'This invitation link is not valid.' } };
      return { status: 200, body: [] };
    });
    renderApp(`/invite/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation not available' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is not valid.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });
});
