import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityAssignment } from '@flourishly/contracts';
import { api } from '@flourishly/platform';
import {
  apiError,
  forChild,
  forUser,
  handlers,
  makeChildListItem,
  recordRequests,
  renderWithPlatform,
  testUser,
} from '../../testing/render-with-platform';
import { LearningPlan } from './LearningPlan';

const assignment = (
  id: number,
  time: string,
  status: ActivityAssignment['status'],
  domainType = 'language',
  date = '2026-11-22',
): ActivityAssignment => ({
  id,
  status,
  scheduledFor: `${date}T${time}:00`,
  activity: {
    id,
    title: `Activity ${id}`,
    description: `Description ${id}`,
    domainType,
    duration: 15,
    sourceName: id === 1 ? 'CDC "Positive Parenting Tips"' : null,
    sourceUrl: id === 1 ? 'https://www.cdc.gov/child-development/positive-parenting-tips/index.html' : null,
    sourceKind: id === 1 ? 'reviewed' : null,
  },
  reason: id === 1 ? 'Language is Maya’s area to grow most.' : null,
  source: 'plan',
  completedAt: null,
});

// Sunday 22 November 2026, mid-morning.
const now = new Date(2026, 10, 22, 10, 30);

describe('LearningPlan', () => {
  it('shows a viewer the plan without Mark done, Skip, Undo or Add Activity', async () => {
    handlers.children.childList(forUser([makeChildListItem({ id: 7, name: 'Maya', role: 'viewer', sharedBy: 'Ann' })]));
    handlers.activities.activityAssignments(
      forChild(7, ({ query }) =>
        query.date === '2026-11-22' ? [assignment(1, '09:00', 'completed'), assignment(2, '15:30', 'upcoming')] : apiError(404),
      ),
    );
    renderWithPlatform(<LearningPlan childId={7} now={now} />);
    expect(await screen.findAllByTestId('activity-card')).toHaveLength(2);
    await screen.findByRole('list', { name: /Activities for/ });
    // The role arrives with the child list; the buttons go once it is known.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^(Mark done|Skip|Undo):/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /Add (New )?Activity/ })).not.toBeInTheDocument();
  });

  it('shows a caregiver the buttons', async () => {
    handlers.children.childList(forUser([makeChildListItem({ id: 7, name: 'Maya', role: 'caregiver', sharedBy: 'Ann' })]));
    handlers.activities.activityAssignments(
      forChild(7, ({ query }) => (query.date === '2026-11-22' ? [assignment(2, '15:30', 'upcoming')] : apiError(404))),
    );
    renderWithPlatform(<LearningPlan childId={7} now={now} />);
    expect(await screen.findByRole('button', { name: 'Mark done: Activity 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Activity' })).toBeInTheDocument();
  });

  it('shows the long date, the Sunday-Saturday strip and the day’s cards with time, duration, domain, badge and reason', async () => {
    handlers.children.childList(forUser([makeChildListItem({ id: 7 })]));
    handlers.activities.activityAssignments(
      forChild(7, ({ query }) =>
        query.date === '2026-11-22'
          ? [
              assignment(1, '09:00', 'completed'),
              assignment(2, '15:30', 'upcoming', 'physical'),
              assignment(3, '18:30', 'skipped', 'mystery'),
              assignment(4, '19:00', 'weird' as ActivityAssignment['status']),
            ]
          : apiError(404),
      ),
    );
    const requests = recordRequests();
    renderWithPlatform(<LearningPlan childId={7} now={now} />);
    expect(screen.getByTestId('plan-date')).toHaveTextContent('Sunday, November 22, 2026');
    const days = within(screen.getByRole('group', { name: 'Days of the week' })).getAllByRole('button');
    expect(days.map((d) => d.textContent)).toEqual(['Sun22', 'Mon23', 'Tue24', 'Wed25', 'Thu26', 'Fri27', 'Sat28']);
    // Each name starts with the visible text (WCAG 2.5.3 label in name).
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Sun 22, November 2026 (today)',
      'Mon 23, November 2026',
      'Tue 24, November 2026',
      'Wed 25, November 2026',
      'Thu 26, November 2026',
      'Fri 27, November 2026',
      'Sat 28, November 2026',
    ]);
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
    // The library activity's source: a link opening in a new tab that says so.
    const source = within(cards[0]).getByRole('link', { name: 'CDC "Positive Parenting Tips" (opens in a new tab)' });
    expect(source).toHaveAttribute('href', 'https://www.cdc.gov/child-development/positive-parenting-tips/index.html');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    // Our own activity is not attributed to the source: it says what it was reviewed against.
    expect(within(cards[0]).getByTestId('activity-source')).toHaveTextContent(/^Flourishly activity, reviewed against CDC/);
    expect(within(cards[1]).queryByRole('link')).not.toBeInTheDocument();
    // Domain icons are decorative inline SVG, the default one for an unknown domain.
    expect(cards.map((card) => card.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-icon'))).toEqual([
      'language',
      'physical',
      'default',
      'language',
    ]);
    // Besides the plan, only the child list (which carries the user's role on the child).
    expect(requests.filter((request) => !request.startsWith('GET /api/users/'))).toEqual([
      'GET /api/child-profiles/7/activity-assignments?date=2026-11-22',
    ]);
  });

  it('moves by 7 days, selects a tapped day, and shows the empty state with Add New Activity', async () => {
    handlers.children.childList(forUser([makeChildListItem({ id: 7 })]));
    const calls = handlers.activities.activityAssignments(forChild(7, []));
    const { router } = renderWithPlatform(<LearningPlan childId={7} now={now} />);
    const user = userEvent.setup();
    expect(await screen.findByText('No activities scheduled for this day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByTestId('plan-date')).toHaveTextContent('Sunday, November 29, 2026');
    await user.click(screen.getByRole('button', { name: 'Wed 2, December 2026' }));
    expect(screen.getByTestId('plan-date')).toHaveTextContent('Wednesday, December 2, 2026');
    expect(screen.getByRole('button', { name: 'Wed 2, December 2026' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByTestId('plan-date')).toHaveTextContent('Wednesday, November 25, 2026');
    expect(screen.getByRole('button', { name: 'Sun 22, November 2026 (today)' })).toHaveAttribute('aria-current', 'date');
    await screen.findByText('No activities scheduled for this day.');
    expect(calls.map((call) => call.query)).toEqual([
      { date: '2026-11-22' },
      { date: '2026-11-29' },
      { date: '2026-12-02' },
      { date: '2026-11-25' },
    ]);
    // Adding an activity starts on the selected day.
    await user.click(screen.getByRole('link', { name: 'Add New Activity' }));
    expect(router.state.location.pathname).toBe('/child/7/add-activity');
    expect(router.state.location.search).toBe('?date=2026-11-25');
  });

  it('marks an activity done and refreshes the plan', async () => {
    let status: ActivityAssignment['status'] = 'upcoming';
    handlers.children.childList(forUser([makeChildListItem({ id: 7 })]));
    handlers.activities.activityAssignments(forChild(7, () => [assignment(2, '15:30', status)]));
    const updates = handlers.activities.updateActivityAssignment(
      forChild(7, ({ params, body }) => {
        if (params.id !== '2') return apiError(404);
        status = body.status;
        return assignment(2, '15:30', status);
      }),
    );
    renderWithPlatform(<LearningPlan childId={7} now={now} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark done: Activity 2' }));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByTestId('activity-card')).toHaveAttribute('data-status', 'completed');
    expect(updates.map((call) => call.body)).toEqual([{ status: 'completed' }]);
    await user.click(screen.getByRole('button', { name: 'Undo: Activity 2' }));
    expect(await screen.findByText('Upcoming')).toBeInTheDocument();
    expect(updates.map((call) => call.body)).toEqual([{ status: 'completed' }, { status: 'upcoming' }]);
  });
});

describe('LearningPlan, changing days', () => {
  it('shows a spinner, not the previous day’s cards, while the newly selected day loads', async () => {
    let releaseMonday: () => void = () => undefined;
    const mondayAnswered = new Promise<void>((resolve) => {
      releaseMonday = resolve;
    });
    handlers.children.childList(forUser([makeChildListItem({ id: 7 })]));
    handlers.activities.activityAssignments(async ({ query }) => {
      if (query.date === '2026-11-22') return [assignment(1, '09:00', 'upcoming')];
      if (query.date !== '2026-11-23') return apiError(404);
      await mondayAnswered;
      return [assignment(5, '10:00', 'upcoming', 'moral', '2026-11-23')];
    });
    renderWithPlatform(<LearningPlan childId={7} now={now} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Mark done: Activity 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mon 23, November 2026' }));
    expect(screen.getByTestId('plan-date')).toHaveTextContent('Monday, November 23, 2026');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the plan');
    expect(screen.queryByText('Activity 1')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark done/ })).not.toBeInTheDocument();
    releaseMonday();
    expect(await screen.findByText('Activity 5')).toBeInTheDocument();
    expect(screen.queryByText('Activity 1')).not.toBeInTheDocument();
  });

  it('offers no Mark done or Skip on a later day’s cards, and adds activities for the selected day', async () => {
    handlers.children.childList(forUser([makeChildListItem({ id: 7 })]));
    handlers.activities.activityAssignments(({ query }) =>
      query.date === '2026-11-24'
        ? [assignment(6, '09:00', 'upcoming', 'cognitive', '2026-11-24'), assignment(7, '10:00', 'skipped', 'moral', '2026-11-24')]
        : [assignment(1, '09:00', 'upcoming')],
    );
    const updates = handlers.activities.updateActivityAssignment(assignment(1, '09:00', 'completed'));
    const { router } = renderWithPlatform(<LearningPlan childId={7} now={now} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Mark done: Activity 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip: Activity 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tue 24, November 2026' }));
    const cards = await screen.findAllByTestId('activity-card');
    expect(within(cards[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cards[0]).getByText('You can mark it done on the day.')).toBeInTheDocument();
    // A skipped one can still go back to upcoming.
    expect(within(cards[1]).getByRole('button', { name: 'Undo: Activity 7' })).toBeInTheDocument();
    expect(updates).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Add Activity' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/child/7/add-activity?date=2026-11-24');
  });
});

describe('LearningPlan in Hindi', () => {
  it('speaks Hindi to a parent who chose it: the date, the strip, each card’s domain, duration, time, badge, reason and source', async () => {
    handlers.children.childList(forUser([makeChildListItem({ id: 7 })]));
    handlers.activities.activityAssignments(
      forChild(7, ({ query }) =>
        query.date === '2026-11-22' ? [assignment(1, '09:00', 'completed'), assignment(2, '15:30', 'upcoming', 'physical')] : apiError(404),
      ),
    );
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<LearningPlan childId={7} now={now} />, { user: { ...testUser, locale: 'hi' } }));
    expect(screen.getByRole('heading', { name: 'आज की सीखने की योजना' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-date')).toHaveTextContent('रविवार, 22 नवंबर 2026');
    const days = within(screen.getByRole('group', { name: 'हफ़्ते के दिन' })).getAllByRole('button');
    expect(days[0]).toHaveAccessibleName('रवि 22, नवंबर 2026 (आज)');
    expect(days[0]).toHaveTextContent('रवि22');
    expect(screen.getByRole('button', { name: 'अगला हफ़्ता' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('activity-card');
    expect(screen.getByRole('list', { name: 'रविवार, 22 नवंबर की गतिविधियाँ' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('भाषा')).toBeInTheDocument();
    expect(within(cards[0]).getByText('15 मिनट')).toBeInTheDocument();
    expect(within(cards[0]).getByText('9:00 am')).toBeInTheDocument();
    expect(within(cards[0]).getByText('पूरी हुई')).toBeInTheDocument();
    expect(within(cards[1]).getByText('आने वाली')).toBeInTheDocument();
    expect(within(cards[1]).getByText('शारीरिक')).toBeInTheDocument();
    expect(within(cards[0]).getByText('यह गतिविधि क्यों:')).toBeInTheDocument();
    expect(within(cards[0]).getByTestId('activity-source')).toHaveTextContent(
      'Flourishly गतिविधि, CDC "Positive Parenting Tips" (नए टैब में खुलता है) के आधार पर जाँची गई',
    );
    expect(within(cards[0]).getByRole('button', { name: 'वापस लें: Activity 1' })).toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: 'हो गया: Activity 2' })).toHaveTextContent('हो गया');
    expect(within(cards[1]).getByRole('button', { name: 'छोड़ें: Activity 2' })).toBeInTheDocument();
  });

  it('asks for the day again when the parent’s language changes: titles and reasons are the server’s texts', async () => {
    handlers.children.childList(forUser([makeChildListItem({ id: 7 })]));
    const calls = handlers.activities.activityAssignments(forChild(7, [assignment(1, '09:00', 'upcoming')]));
    const { store } = renderWithPlatform(<LearningPlan childId={7} now={now} />);
    await screen.findAllByTestId('activity-card');
    expect(calls).toHaveLength(1);
    // What the language switch does once the new language is chosen.
    act(() => {
      store.dispatch(api.util.invalidateTags(['Content']));
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.query)).toEqual([{ date: '2026-11-22' }, { date: '2026-11-22' }]);
  });
});
