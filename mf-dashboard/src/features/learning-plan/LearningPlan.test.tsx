import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityAssignment } from '@flourishly/contracts';
import { mockApi, renderWithPlatform } from '../../testing/render-with-platform';
import { LearningPlan } from './LearningPlan';

const assignment = (id: number, time: string, status: ActivityAssignment['status'], domainType = 'language'): ActivityAssignment => ({
  id,
  status,
  scheduledFor: `2026-11-22T${time}:00`,
  activity: { id, title: `Activity ${id}`, description: `Description ${id}`, domainType, duration: 15 },
  reason: id === 1 ? 'Language is Maya’s area to grow most.' : null,
  source: 'plan',
  completedAt: null,
});

// Sunday 22 November 2026, mid-morning.
const now = new Date(2026, 10, 22, 10, 30);

describe('LearningPlan', () => {
  it('shows the long date, the Sunday-Saturday strip and the day’s cards with time, duration, domain, badge and reason', async () => {
    const calls = mockApi((call) => {
      if (call.url === '/api/child-profiles/7/activity-assignments?date=2026-11-22') {
        return {
          status: 200,
          body: [assignment(1, '09:00', 'completed'), assignment(2, '15:30', 'pending', 'physical'), assignment(3, '18:30', 'skipped', 'mystery'), assignment(4, '19:00', 'weird' as ActivityAssignment['status'])],
        };
      }
      return undefined;
    });
    renderWithPlatform(<LearningPlan childId={7} now={now} />);
    expect(screen.getByTestId('plan-date')).toHaveTextContent('Sunday, November 22, 2026');
    const days = within(screen.getByRole('group', { name: 'Days of the week' })).getAllByRole('button');
    expect(days.map((d) => d.textContent)).toEqual(['Sun22', 'Mon23', 'Tue24', 'Wed25', 'Thu26', 'Fri27', 'Sat28']);
    expect(days[0]).toHaveAttribute('aria-pressed', 'true');
    expect(days[0]).toHaveAttribute('aria-current', 'date');

    const cards = await screen.findAllByTestId('activity-card');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]).getByText('9:00 AM')).toBeInTheDocument();
    expect(within(cards[1]).getByText('3:30 PM')).toBeInTheDocument();
    expect(within(cards[0]).getByText('15 minutes')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Completed')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Upcoming')).toBeInTheDocument();
    expect(within(cards[2]).getByText('Skipped')).toBeInTheDocument();
    expect(within(cards[3]).queryByText(/Completed|Upcoming|Skipped/)).not.toBeInTheDocument();
    expect(within(cards[0]).getByText('Language')).toBeInTheDocument();
    expect(within(cards[2]).getByText('General')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Language is Maya’s area to grow most.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/child-profiles/7/activity-assignments?date=2026-11-22']);
  });

  it('moves by 7 days, selects a tapped day, and shows the empty state with Add New Activity', async () => {
    const calls = mockApi((call) => (call.url.includes('activity-assignments') ? { status: 200, body: [] } : undefined));
    const { router } = renderWithPlatform(<LearningPlan childId={7} now={now} />);
    const user = userEvent.setup();
    expect(await screen.findByText('No activities scheduled for this day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByTestId('plan-date')).toHaveTextContent('Sunday, November 29, 2026');
    await user.click(screen.getByRole('button', { name: 'Wednesday, December 2' }));
    expect(screen.getByTestId('plan-date')).toHaveTextContent('Wednesday, December 2, 2026');
    expect(screen.getByRole('button', { name: 'Wednesday, December 2' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByTestId('plan-date')).toHaveTextContent('Wednesday, November 25, 2026');
    expect(screen.getByRole('button', { name: 'Sunday, November 22 (today)' })).toHaveAttribute('aria-current', 'date');
    await screen.findByText('No activities scheduled for this day.');
    expect(calls.map((c) => c.url.split('date=')[1])).toEqual(['2026-11-22', '2026-11-29', '2026-12-02', '2026-11-25']);
    await user.click(screen.getByRole('link', { name: 'Add New Activity' }));
    expect(router.state.location.pathname).toBe('/child/7/add-activity');
  });

  it('marks an activity done and refreshes the plan', async () => {
    let status: ActivityAssignment['status'] = 'upcoming';
    const calls = mockApi((call) => {
      if (call.method === 'PATCH' && call.url === '/api/child-profiles/7/activity-assignments/2') {
        status = (call.body as { status: ActivityAssignment['status'] }).status;
        return { status: 200, body: assignment(2, '15:30', status) };
      }
      if (call.url.includes('activity-assignments?date=')) return { status: 200, body: [assignment(2, '15:30', status)] };
      return undefined;
    });
    renderWithPlatform(<LearningPlan childId={7} now={now} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark done: Activity 2' }));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByTestId('activity-card')).toHaveAttribute('data-status', 'completed');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'completed' });
    await user.click(screen.getByRole('button', { name: 'Undo: Activity 2' }));
    expect(await screen.findByText('Upcoming')).toBeInTheDocument();
  });
});
