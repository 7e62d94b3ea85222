import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderApp } from '../testing/render-app';

const user = { id: 5, fullName: 'Maya Patel', email: 'maya@example.com', profileCompleted: true };

describe('NotificationsPage and bell', () => {
  it('lists notifications, shows the unread dot only while something is unread, and marks all read', async () => {
    let read = false;
    const fetchMock = mockApi((url, init) => {
      if (url === '/api/user') return { status: 200, body: user };
      if (url === '/api/notifications/read' && init?.method === 'POST') {
        read = true;
        return { status: 204 };
      }
      if (url === '/api/notifications') {
        return {
          status: 200,
          body: {
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
          },
        };
      }
      return { status: 404, body: { statusCode: 404, message: 'Not found' } };
    });
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
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/notifications/read')).toHaveLength(1);
  });

  it('shows the caught-up text without notifications and no dot', async () => {
    mockApi((url) => {
      if (url === '/api/user') return { status: 200, body: user };
      if (url === '/api/notifications') return { status: 200, body: { unreadCount: 0, notifications: [] } };
      return { status: 404, body: { statusCode: 404, message: 'Not found' } };
    });
    renderApp('/notifications');
    expect(await screen.findByText(/You're all caught up/)).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });
});
