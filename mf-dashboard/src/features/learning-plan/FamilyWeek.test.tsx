import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithPlatform } from '../../testing/render-with-platform';
import { FamilyWeek } from './FamilyWeek';

describe('FamilyWeek', () => {
  it('shows each child’s Sunday-Saturday week and moves by a week', async () => {
    const calls = mockApi((call) => {
      if (call.url === '/api/users/5/child-profiles') {
        return {
          status: 200,
          body: [
            { id: 7, name: 'Ava', dateOfBirth: '2020-01-01', avatarUrl: null, personaType: null },
            { id: 8, name: 'Ben', dateOfBirth: '2018-01-01', avatarUrl: null, personaType: null },
          ],
        };
      }
      if (call.url.startsWith('/api/child-profiles/7/activity-assignments')) {
        return {
          status: 200,
          body: [
            {
              id: 1,
              status: 'completed',
              scheduledFor: '2026-11-24T09:00:00',
              activity: { id: 1, title: 'Story Dice', description: '', domainType: 'language', duration: 15 },
              reason: 'x',
              source: 'plan',
              completedAt: null,
            },
          ],
        };
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

describe('FamilyWeek loading and errors', () => {
  it('reports a failed children request instead of the empty state', async () => {
    mockApi(() => ({ status: 500, body: { statusCode: 500, message: 'Down' } }));
    renderWithPlatform(<FamilyWeek now={new Date(2026, 10, 25, 9)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your children could not be loaded. 500: Down');
    expect(screen.queryByText('Add a child on the dashboard to see their plan here.')).not.toBeInTheDocument();
  });

  it('shows a spinner, not "Nothing planned", while another week loads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi(async (call) => {
      if (call.url === '/api/users/5/child-profiles')
        return { status: 200, body: [{ id: 7, name: 'Ava', dateOfBirth: '2020-01-01', avatarUrl: null, personaType: null }] };
      if (call.url.includes('from=2026-11-29')) await held;
      if (call.url.includes('activity-assignments')) return { status: 200, body: [] };
      return undefined;
    });
    renderWithPlatform(<FamilyWeek now={new Date(2026, 10, 25, 9)} />);
    const [ava] = await screen.findAllByTestId('family-week-child');
    expect(await within(ava).findAllByText('Nothing planned')).toHaveLength(7);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next week' }));
    expect(within(ava).queryByText('Nothing planned')).not.toBeInTheDocument();
    expect(within(ava).getByTestId('spinner')).toHaveTextContent("Loading Ava's week");
    release();
    expect(await within(ava).findAllByText('Nothing planned')).toHaveLength(7);
  });
});
