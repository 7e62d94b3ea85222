import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithPlatform } from '../../testing/render-with-platform';
import { FamilyWeek } from './FamilyWeek';

describe('FamilyWeek', () => {
  it('shows each child’s Sunday-Saturday week and moves by a week', async () => {
    const calls = mockApi((call) => {
      if (call.url === '/api/users/5/child-profiles') {
        return { status: 200, body: [{ id: 7, name: 'Ava', dateOfBirth: '2020-01-01', avatarUrl: null, personaType: null }, { id: 8, name: 'Ben', dateOfBirth: '2018-01-01', avatarUrl: null, personaType: null }] };
      }
      if (call.url.startsWith('/api/child-profiles/7/activity-assignments')) {
        return { status: 200, body: [{ id: 1, status: 'completed', scheduledFor: '2026-11-24T09:00:00', activity: { id: 1, title: 'Story Dice', description: '', domainType: 'language', duration: 15 }, reason: 'x', source: 'plan', completedAt: null }] };
      }
      if (call.url.includes('activity-assignments')) return { status: 200, body: [] };
      return undefined;
    });
    renderWithPlatform(<FamilyWeek now={new Date(2026, 10, 25, 9)} />);
    expect(screen.getByTestId('week-range')).toHaveTextContent('November 22 - November 28, 2026');
    const [ava, ben] = await screen.findAllByTestId('family-week-child');
    expect(within(ava).getByRole('heading', { name: 'Ava' })).toBeInTheDocument();
    const tuesday = await within(ava).findByRole('heading', { name: 'Tue, Nov 24' });
    expect(within(tuesday.parentElement as HTMLElement).getByText('Story Dice')).toBeInTheDocument();
    expect(within(tuesday.parentElement as HTMLElement).getByText('9:00 AM · Completed')).toBeInTheDocument();
    expect(await within(ben).findAllByText('Nothing planned')).toHaveLength(7);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByTestId('week-range')).toHaveTextContent('November 29 - December 5, 2026');
    expect(calls.some((c) => c.url === '/api/child-profiles/8/activity-assignments?from=2026-11-29&to=2026-12-05')).toBe(true);
  });
});
