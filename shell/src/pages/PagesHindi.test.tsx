import { act, screen, within } from '@testing-library/react';
import { LOCALE_STORAGE_KEY } from '@flourishly/platform';
import type { User } from '@flourishly/contracts';
import { handlers, testUser } from '@flourishly/platform/testing';
import { answerSession, renderApp } from '../testing/render-app';
import { resetProfileGate } from '../session/useProfileGate';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => <p>Remote page</p> })),
  registerRemotes: jest.fn(),
}));

beforeAll(async () => {
  await Promise.all([import('./HelpPage'), import('./NotificationsPage'), import('./InviteRoute')]);
});

const hindiParent: User = { ...testUser, locale: 'hi' };

beforeEach(() => resetProfileGate());
afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('the shell’s pages in Hindi', () => {
  it('lists notifications in Hindi, with the date in Hindi', async () => {
    answerSession(hindiParent);
    handlers.notifications.notifications({
      unreadCount: 1,
      notifications: [
        { id: 2, kind: 'achievement', title: 'पहला कदम', body: '', link: '/child/3', createdAt: '2026-11-22T10:00:00Z', read: false },
      ],
    });
    renderApp('/notifications');

    const list = await screen.findByRole('list', { name: 'सूचनाएँ' });
    expect(within(list).getByText('नहीं पढ़ी गई:')).toBeInTheDocument();
    expect(within(list).getByText(/उपलब्धि ·/)).toHaveTextContent('नव॰');
    expect(within(list).getByRole('link', { name: 'खोलें पहला कदम' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी को पढ़ा हुआ मानें' })).toBeInTheDocument();
  });

  it('answers /help in Hindi', async () => {
    answerSession(hindiParent);
    renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'सहायता केंद्र' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'बच्चे को जोड़ना' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सेटिंग्स' })).toBeInTheDocument();
  });

  it('says an unknown page is not found in the device’s Hindi', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    answerSession(null);
    // Awaited: the first render waits for the Hindi messages.
    await act(async () => {
      renderApp('/no-such-page');
    });
    expect(await screen.findByRole('heading', { name: '404 पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toBeInTheDocument();
  });

  it('shows an invitation in Hindi, and its unusable link by the server’s message in Hindi', async () => {
    answerSession(hindiParent);
    handlers.families.invitation.fail(410, 'This invitation has already been used.');
    renderApp(`/invite/${'b'.repeat(43)}`);
    expect(await screen.findByRole('heading', { name: 'निमंत्रण उपलब्ध नहीं है' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('यह निमंत्रण पहले ही इस्तेमाल हो चुका है।');
    expect(screen.getByRole('alert')).not.toHaveTextContent('410');
  });
});
