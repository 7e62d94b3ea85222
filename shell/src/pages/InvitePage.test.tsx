import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationPreview, User } from '@flourishly/contracts';
import { apiError, handlers, noNotifications, testUser } from '@flourishly/platform/testing';
import { answerSession, renderApp } from '../testing/render-app';
import { resetProfileGate } from '../session/useProfileGate';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async (id: string) => ({ default: () => <p>{`Remote ${id}`}</p> })),
  registerRemotes: jest.fn(),
}));

const TOKEN = 'b'.repeat(43);
const grandma: User = { ...testUser, id: 8, fullName: 'Rose Patel', email: 'rose@example.com', profileCompleted: false };
const preview: InvitationPreview = {
  childName: 'Maya',
  role: 'caregiver',
  invitedBy: 'Olivia Patel',
  expiresAt: '2026-12-01T10:00:00.000Z',
};

describe('InvitePage (/invite/{token})', () => {
  beforeEach(() => resetProfileGate());

  it('shows who invites whom for which child, and accepting opens the child', async () => {
    answerSession({ ...grandma, profileCompleted: true });
    const invitations = handlers.families.invitation(preview);
    const accepted = handlers.families.acceptInvitation({ childId: 12, role: 'caregiver' });
    const router = renderApp(`/invite/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: "Join Maya's profile" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Olivia Patel invites you to Maya's profile on Flourishly as a/)).toHaveTextContent('caregiver');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/12'));
    expect(invitations.map((call) => call.params.token)).toEqual([TOKEN]);
    expect(accepted.map((call) => call.params.token)).toEqual([TOKEN]);
  });

  it('says why a used or expired link cannot be accepted', async () => {
    answerSession({ ...grandma, profileCompleted: true });
    handlers.families.invitation.fail(410, 'This invitation has already been used.');
    renderApp(`/invite/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Invitation not available' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation has already been used.');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('shows a signed-out visitor who invites them to which child, lets them register there, then lands on the child', async () => {
    let signedIn = false;
    let profileCompleted = false;
    handlers.auth.currentUser(() => (signedIn ? { ...grandma, profileCompleted } : apiError(401)));
    handlers.notifications.notifications(noNotifications);
    const registered = handlers.auth.register(() => {
      signedIn = true;
      return grandma;
    });
    const previews = handlers.families.invitationPreview({ invitedBy: 'Olivia', childName: 'Maya' });
    const invitations = handlers.families.invitation(preview);
    const accepted = handlers.families.acceptInvitation({ childId: 12, role: 'caregiver' });
    const savedProfiles = handlers.users.saveProfile(() => {
      profileCompleted = true;
      return { ...grandma, profileCompleted: true };
    });
    const user = userEvent.setup();
    const router = renderApp(`/invite/${TOKEN}`);
    // The context first, on the link's own address: no bare sign-in page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Olivia invited you to see Maya' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/invite/${TOKEN}`);
    expect(previews.map((call) => call.params.token)).toEqual([TOKEN]);
    expect(invitations).toEqual([]);
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
    expect(registered.map((call) => call.body)).toEqual([
      { fullName: 'Rose Patel', email: 'rose@example.com', password: 'a-long-password' },
    ]);
    expect(accepted.map((call) => call.params.token)).toEqual([TOKEN]);
    expect(savedProfiles.map((call) => call.params.userId)).toEqual(['8']);
  });

  it('offers a signed-out visitor with an account to sign in from the invitation', async () => {
    answerSession(null);
    handlers.families.invitationPreview({ invitedBy: 'Olivia', childName: 'Maya' });
    const user = userEvent.setup();
    renderApp(`/invite/${TOKEN}`);
    await user.click(await screen.findByRole('tab', { name: 'Sign in' }, { timeout: 5000 }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('tells a signed-out visitor when the link is not valid any more, and still lets them sign in', async () => {
    answerSession(null);
    handlers.families.invitationPreview.fail(404, 'This invitation link is not valid.');
    renderApp(`/invite/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation not available' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is not valid.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });
});
