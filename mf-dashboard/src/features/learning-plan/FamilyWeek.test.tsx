import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityAssignment } from '@flourishly/contracts';
import { forUser, handlers, makeChildListItem, renderWithPlatform, testUser } from '../../testing/render-with-platform';
import { FamilyWeek } from './FamilyWeek';

const ava = makeChildListItem({ id: 7, name: 'Ava', dateOfBirth: '2020-01-01', personaType: null });
const ben = makeChildListItem({ id: 8, name: 'Ben', dateOfBirth: '2018-01-01', personaType: null });
const storyDice: ActivityAssignment = {
  id: 1,
  status: 'completed',
  scheduledFor: '2026-11-24T09:00:00',
  activity: {
    id: 1,
    title: 'Story Dice',
    description: '',
    domainType: 'language',
    duration: 15,
    sourceName: null,
    sourceUrl: null,
    sourceKind: null,
  },
  reason: 'x',
  source: 'plan',
  completedAt: null,
};

describe('FamilyWeek', () => {
  it('shows each child’s Sunday-Saturday week and moves by a week', async () => {
    const lists = handlers.children.childList([ava, ben]);
    const calls = handlers.activities.activityAssignments(({ params }) => (params.childId === '7' ? [storyDice] : []));
    renderWithPlatform(<FamilyWeek now={new Date(2026, 10, 25, 9)} />);
    expect(screen.getByTestId('week-range')).toHaveTextContent('November 22 - November 28, 2026');
    const [avaWeek, benWeek] = await screen.findAllByTestId('family-week-child');
    expect(within(avaWeek).getByRole('heading', { name: 'Ava' })).toBeInTheDocument();
    const tuesday = await within(avaWeek).findByRole('heading', { name: 'Tue, Nov 24' });
    expect(within(tuesday.parentElement as HTMLElement).getByText('Story Dice')).toBeInTheDocument();
    expect(within(tuesday.parentElement as HTMLElement).getByText('9:00 AM · Completed')).toBeInTheDocument();
    expect(await within(benWeek).findAllByText('Nothing planned')).toHaveLength(7);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByTestId('week-range')).toHaveTextContent('November 29 - December 5, 2026');
    expect(lists.map((call) => call.url)).toEqual(['/api/users/5/child-profiles']);
    expect(calls.map((call) => call.url)).toContain('/api/child-profiles/7/activity-assignments?from=2026-11-22&to=2026-11-28');
    expect(calls.map((call) => call.url)).toContain('/api/child-profiles/8/activity-assignments?from=2026-11-29&to=2026-12-05');
  });
});

describe('FamilyWeek loading and errors', () => {
  it('reports a failed children request instead of the empty state', async () => {
    handlers.children.childList.fail(500, 'Down');
    renderWithPlatform(<FamilyWeek now={new Date(2026, 10, 25, 9)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your children could not be loaded. 500: Down');
    expect(screen.queryByText('Add a child on the dashboard to see their plan here.')).not.toBeInTheDocument();
  });

  it('shows a spinner, not "Nothing planned", while another week loads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    handlers.children.childList(forUser([ava]));
    handlers.activities.activityAssignments(async ({ query }) => {
      if (query.from === '2026-11-29') await held;
      return [];
    });
    renderWithPlatform(<FamilyWeek now={new Date(2026, 10, 25, 9)} />);
    const [avaWeek] = await screen.findAllByTestId('family-week-child');
    expect(await within(avaWeek).findAllByText('Nothing planned')).toHaveLength(7);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next week' }));
    expect(within(avaWeek).queryByText('Nothing planned')).not.toBeInTheDocument();
    expect(within(avaWeek).getByTestId('spinner')).toHaveTextContent("Loading Ava's week");
    release();
    expect(await within(avaWeek).findAllByText('Nothing planned')).toHaveLength(7);
  });
});

describe('FamilyWeek in Hindi', () => {
  it('speaks Hindi to a parent who chose it: the week, its days, times and statuses', async () => {
    handlers.children.childList([ava]);
    handlers.activities.activityAssignments([storyDice]);
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<FamilyWeek now={new Date(2026, 10, 25, 9)} />, { user: { ...testUser, locale: 'hi' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'गतिविधियाँ' })).toBeInTheDocument();
    expect(screen.getByTestId('week-range')).toHaveTextContent('22 नवंबर - 28 नवंबर 2026');
    const [avaWeek] = await screen.findAllByTestId('family-week-child');
    const tuesday = await within(avaWeek).findByRole('heading', { name: 'मंगल, 24 नव॰' });
    expect(within(tuesday.parentElement as HTMLElement).getByText('9:00 am · पूरी हुई')).toBeInTheDocument();
    expect(within(avaWeek).getAllByText('कुछ तय नहीं')).toHaveLength(6);
    expect(within(avaWeek).getByRole('link', { name: 'Ava का डैशबोर्ड खोलें' })).toHaveAttribute('href', '/child/7');
    expect(screen.getByRole('button', { name: 'पिछला हफ़्ता' })).toBeInTheDocument();
  });
});
