import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithPlatform, testUser, type MockCall } from '../../testing/render-with-platform';
import { SharingPanel } from './SharingPanel';

const TOKEN = 'a'.repeat(43);
const members = [
  { userId: testUser.id, fullName: testUser.fullName, role: 'owner' },
  { userId: 9, fullName: 'Carl Caregiver', role: 'caregiver' },
];
const pending = [
  { id: 3, role: 'viewer', invitedBy: testUser.fullName, createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-11-27T10:00:00.000Z' },
];

function ownerApi(extra: (call: MockCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  return mockApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === '/api/child-profiles/7/members' && call.method === 'GET') return { status: 200, body: members };
    if (call.url === '/api/child-profiles/7/invitations' && call.method === 'GET') return { status: 200, body: pending };
    if (call.url === '/api/child-profiles/7/invitations' && call.method === 'POST') {
      return {
        status: 201,
        body: { id: 4, token: TOKEN, url: `http://x/invite/${TOKEN}`, role: 'caregiver', expiresAt: '2026-12-01T00:00:00.000Z' },
      };
    }
    if (call.method === 'PATCH' || call.method === 'DELETE')
      return {
        status: call.method === 'DELETE' ? 204 : 200,
        body: call.method === 'PATCH' ? { ...members[1], ...(call.body as object) } : undefined,
      };
    return undefined;
  });
}

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
    const calls = ownerApi();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithPlatform(<SharingPanel childId={7} childName="Maya" userRole="owner" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.selectOptions(await screen.findByLabelText('Their role'), 'caregiver');
    await userEvent.click(screen.getByRole('button', { name: 'Create invitation link' }));
    const link = await screen.findByLabelText('Invitation link');
    expect(link).toHaveValue(`${window.location.origin}/invite/${TOKEN}`);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ role: 'caregiver' });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/invite/${TOKEN}`);
  });

  it('changes a role, removes a member and cancels an invitation through the API', async () => {
    const calls = ownerApi();
    renderWithPlatform(<SharingPanel childId={7} childName="Maya" userRole="owner" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Carl Caregiver' }), 'viewer');
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PATCH', url: '/api/child-profiles/7/members/9', body: { role: 'viewer' } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Carl Caregiver' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', url: '/api/child-profiles/7/members/9', body: undefined }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel viewer invitation' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', url: '/api/child-profiles/7/invitations/3', body: undefined }));
  });

  it('lets a viewer only leave, without asking for the member list', async () => {
    const calls = mockApi((call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    renderWithPlatform(<SharingPanel childId={7} childName="Maya" userRole="viewer" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sharing' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/You are a viewer/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create invitation link' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: "Leave Maya's profile" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'DELETE', url: `/api/child-profiles/7/members/${testUser.id}`, body: undefined }),
    );
    expect(calls.some((call) => call.url.endsWith('/members') && call.method === 'GET')).toBe(false);
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
});
