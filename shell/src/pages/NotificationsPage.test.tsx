import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handlers, noNotifications, testUser } from '@flourishly/platform/testing';
import { renderApp } from '../testing/render-app';

describe('NotificationsPage and bell', () => {
  it('lists notifications, shows the unread dot only while something is unread, and marks all read', async () => {
    let read = false;
    handlers.auth.currentUser(testUser);
    const marked = handlers.notifications.markNotificationsRead(() => {
      read = true;
      return undefined;
    });
    handlers.notifications.notifications(() => ({
      unreadCount: read ? 0 : 1,
      notifications: [
        {
          id: 2,
          kind: 'achievement',
          title: 'Ava earned "First Steps"',
          body: 'Completed the first activity.',
          link: '/child/3',
          createdAt: '2026-11-22T10:00:00Z',
          read,
        },
        {
          id: 1,
          kind: 'weekly-plan',
          title: "Ava's plan for the week of November 22 is ready",
          body: 'New activities.',
          link: null,
          createdAt: '2026-11-22T09:00:00Z',
          read: true,
        },
      ],
    }));
    renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByTestId('notification')).toHaveLength(2);
    expect(within(list).getByText('Unread:')).toBeInTheDocument();
    expect((await screen.findAllByTestId('unread-dot')).length).toBeGreaterThan(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText('Unread:')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(marked.map((call) => call.body)).toEqual([{}]);
  });

  it('shows the caught-up text without notifications and no dot', async () => {
    handlers.auth.currentUser(testUser);
    handlers.notifications.notifications(noNotifications);
    renderApp('/notifications');
    expect(await screen.findByText(/You're all caught up/)).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });
});
