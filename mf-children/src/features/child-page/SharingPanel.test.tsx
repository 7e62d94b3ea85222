import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChildMember, PendingInvitation } from '@flourishly/contracts';
import { forChild, handlers, renderWithPlatform, testUser, type EndpointCall } from '../../testing/render-with-platform';
import { SharingPanel } from './SharingPanel';

const TOKEN = 'a'.repeat(43);
const members: ChildMember[] = [
  { userId: testUser.id, fullName: testUser.fullName, role: 'owner' },
  { userId: 9, fullName: 'Carl Caregiver', role: 'caregiver' },
];
const pending: PendingInvitation[] = [
  { id: 3, role: 'viewer', invitedBy: testUser.fullName, createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-11-27T10:00:00.000Z' },
];

/** Child 7's sharing API as its owner sees it; returns the calls of each endpoint. */
function ownerApi() {
  return {
    members: handlers.families.members(forChild(7, members)),
    invitations: handlers.families.invitations(forChild(7, pending)),
    created: handlers.families.createInvitation(
      forChild(7, {
        id: 4,
        token: TOKEN,
        url: `http://x/invite/${TOKEN}`,
        role: 'caregiver' as const,
        expiresAt: '2026-12-01T00:00:00.000Z',
      }),
    ),
    roleChanges: handlers.families.changeMemberRole(forChild(7, ({ body }) => ({ ...members[1], ...body }))),
    removals: handlers.families.removeMember(forChild(7, undefined)),
    cancellations: handlers.families.cancelInvitation(forChild(7, undefined)),
  };
}

const urls = (calls: EndpointCall[]) => calls.map((call) => call.url);

describe('SharingPanel', () => {
  it('shows the owner the members and pending links in a dialog that takes and returns focus', async () => {
    ownerApi();
    renderWithPlatform(<SharingPanel childId={7} childName="Maya" userRole="owner" />);
    const opener = screen.getByRole('button', { name: 'Share' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: "Sharing Maya's profile" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await within(dialog).findByText('Carl Caregiver')).toBeInTheDocument();
    expect(within(dialog).getByText(`${testUser.fullName} (you)`)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Role of Carl Caregiver' })).toHaveValue('caregiver');
    expect(await within(dialog).findByRole('button', { name: 'Cancel viewer invitation' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Leave/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('creates a link for the chosen role and copies it', async () => {
    const api = ownerApi();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithPlatform(<SharingPanel childId={7} childName="Maya" userRole="owner" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.selectOptions(await screen.findByLabelText('Their role'), 'caregiver');
    await userEvent.click(screen.getByRole('button', { name: 'Create invitation link' }));
    const link = await screen.findByLabelText('Invitation link');
    expect(link).toHaveValue(`${window.location.origin}/invite/${TOKEN}`);
    expect(api.created.map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/child-profiles/7/invitations', body: { role: 'caregiver' } },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/invite/${TOKEN}`);
  });

  it('changes a role, removes a member and cancels an invitation through the API', async () => {
    const api = ownerApi();
    renderWithPlatform(<SharingPanel childId={7} childName="Maya" userRole="owner" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Carl Caregiver' }), 'viewer');
    await waitFor(() =>
      expect(api.roleChanges.map(({ url, body }) => ({ url, body }))).toEqual([
        { url: '/api/child-profiles/7/members/9', body: { role: 'viewer' } },
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Carl Caregiver' }));
    await waitFor(() => expect(urls(api.removals)).toEqual(['/api/child-profiles/7/members/9']));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel viewer invitation' }));
    await waitFor(() => expect(urls(api.cancellations)).toEqual(['/api/child-profiles/7/invitations/3']));
  });

  it('lets a viewer only leave, without asking for the member list', async () => {
    const memberLists = handlers.families.members(members);
    const removals = handlers.families.removeMember();
    renderWithPlatform(<SharingPanel childId={7} childName="Maya" userRole="viewer" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sharing' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/You are a viewer/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create invitation link' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: "Leave Maya's profile" }));
    await waitFor(() => expect(urls(removals)).toEqual([`/api/child-profiles/7/members/${testUser.id}`]));
    expect(memberLists).toEqual([]);
  });

  it('shows a caregiver who has access, without owner controls', async () => {
    ownerApi();
    renderWithPlatform(<SharingPanel childId={7} childName="Maya" userRole="caregiver" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sharing' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Carl Caregiver')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: "Leave Maya's profile" })).toBeInTheDocument();
  });

  it('speaks Hindi to an owner who chose it: the dialog, roles, the pending link’s date and the invitation form', async () => {
    ownerApi();
    await act(async () =>
      renderWithPlatform(<SharingPanel childId={7} childName="Maya" userRole="owner" />, { user: { ...testUser, locale: 'hi' } }),
    );
    // The dialog brings its own catalog, loaded when it first opens: the click suspends until it has.
    const opener = screen.getByRole('button', { name: 'साझा करें' });
    await act(async () => opener.click());
    const dialog = await screen.findByRole('dialog', { name: 'Maya की प्रोफ़ाइल साझा करना' });
    expect(await within(dialog).findByText(`${testUser.fullName} (आप)`)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Carl Caregiver की भूमिका' })).toHaveDisplayValue('देखभाल करने वाले');
    expect(within(dialog).getByRole('button', { name: 'Carl Caregiver को हटाएँ' })).toBeInTheDocument();
    const pendingList = await within(dialog).findByRole('list', { name: 'बाकी न्योते' });
    expect(pendingList).toHaveTextContent('सिर्फ़ देखने वाले का लिंक, 27 नव॰ 2026 तक');
    expect(within(pendingList).getByRole('button', { name: 'सिर्फ़ देखने वाले का न्योता रद्द करें' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('उनकी भूमिका')).toHaveDisplayValue(
      'देखभाल करने वाले: योजना, गतिविधियाँ, आकलन, खेल, डिवाइस और प्रोफ़ाइल में बदलाव',
    );
    expect(within(dialog).getByRole('button', { name: 'न्योते का लिंक बनाएँ' })).toBeInTheDocument();
  });

  it('tells a viewer in Hindi what they may do, and offers to leave', async () => {
    handlers.families.members(members);
    await act(async () =>
      renderWithPlatform(<SharingPanel childId={7} childName="Maya" userRole="viewer" />, { user: { ...testUser, locale: 'hi' } }),
    );
    const opener = screen.getByRole('button', { name: 'किसके साथ साझा है' });
    await act(async () => opener.click());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('आप सिर्फ़ देखने वाले हैं: हर पेज देख सकते हैं, कुछ बदल नहीं सकते।');
    expect(within(dialog).getByRole('button', { name: 'Maya की प्रोफ़ाइल छोड़ें' })).toBeInTheDocument();
  });
});
