import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityAssignment } from '@flourishly/contracts';
import { handlers, makeChildListItem, renderWithPlatform, testUser } from '../../testing/render-with-platform';
import { ChildActivities, completionRates } from './ChildActivities';

const a = (id: number, date: string, domainType: string, status: ActivityAssignment['status']): ActivityAssignment => ({
  id,
  status,
  scheduledFor: `${date}T09:00:00`,
  activity: { id, title: `Activity ${id}`, description: '', domainType, duration: 10, sourceName: null, sourceUrl: null, sourceKind: null },
  reason: null,
  source: 'plan',
  completedAt: null,
});

const history = [
  a(1, '2026-11-20', 'language', 'completed'),
  a(2, '2026-11-21', 'language', 'skipped'),
  a(3, '2026-11-22', 'physical', 'completed'),
  a(4, '2026-11-22', 'language', 'upcoming'),
];

describe('ChildActivities', () => {
  it('computes the completion rate of due activities per domain', () => {
    const rates = completionRates([...history, a(5, '2026-11-23', 'language', 'upcoming')], '2026-11-22');
    expect(rates.language).toEqual({ done: 1, due: 3, rate: 33 });
    expect(rates.physical).toEqual({ done: 1, due: 1, rate: 100 });
    expect(rates.moral).toEqual({ done: 0, due: 0, rate: null });
  });

  it('lists the history newest first with statuses and filters by domain and status', async () => {
    handlers.children.childList([makeChildListItem({ id: 7 })]);
    const calls = handlers.activities.activityAssignments(history);
    renderWithPlatform(<ChildActivities childId={7} now={new Date(2026, 10, 22, 8)} />);
    const rows = await screen.findAllByTestId('history-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[3].textContent)).toEqual(['Completed', 'Upcoming', 'Skipped', 'Completed']);
    expect(within(screen.getByTestId('rate-language')).getByText('33%')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Domain'), 'language');
    expect(screen.getAllByTestId('history-row')).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText('Status'), 'skipped');
    expect(screen.getAllByTestId('history-row')).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Domain'), 'moral');
    expect(screen.getByText('No activities match these filters.')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/child-profiles/7/activity-assignments?from=2026-09-22&to=2026-11-22']);
  });

  it('shows only the areas that had activities due, and says why the others are missing ("Moral 0 of 0" never)', async () => {
    handlers.children.childList([makeChildListItem({ id: 7 })]);
    const calls = handlers.activities.activityAssignments(history);
    renderWithPlatform(<ChildActivities childId={7} now={new Date(2026, 10, 22, 8)} />);
    await screen.findAllByTestId('history-row');
    expect(screen.getByTestId('rate-language')).toBeInTheDocument();
    expect(screen.queryByTestId('rate-moral')).not.toBeInTheDocument();
    expect(screen.queryByText('0 of 0 done')).not.toBeInTheDocument();
    expect(screen.getByText(/Cognitive, Social-Emotional and Moral had no activities due/)).toBeInTheDocument();
    expect(calls.map((call) => call.query)).toEqual([{ from: '2026-09-22', to: '2026-11-22' }]);
  });

  it('gives a child with no activities yet one next step, not empty rates and filters', async () => {
    handlers.children.childList([makeChildListItem({ id: 7 })]);
    const calls = handlers.activities.activityAssignments([]);
    renderWithPlatform(<ChildActivities childId={7} now={new Date(2026, 10, 22, 8)} />);
    expect(await screen.findByText('No activities in the last 62 days yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Activity' })).toHaveAttribute('href', '/child/7/add-activity');
    expect(screen.queryByText(/0 of 0 done/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Domain')).not.toBeInTheDocument();
    expect(screen.queryByText('No activities match these filters.')).not.toBeInTheDocument();
    expect(calls.map((call) => call.query)).toEqual([{ from: '2026-09-22', to: '2026-11-22' }]);
  });
});

describe('ChildActivities in Hindi', () => {
  it('speaks Hindi to a parent who chose it: the rates, the missing areas, the filters and the history', async () => {
    handlers.children.childList([makeChildListItem({ id: 7 })]);
    handlers.activities.activityAssignments(history);
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () =>
      renderWithPlatform(<ChildActivities childId={7} now={new Date(2026, 10, 22, 8)} />, { user: { ...testUser, locale: 'hi' } }),
    );
    const rows = await screen.findAllByTestId('history-row');
    expect(screen.getByRole('heading', { name: 'हर क्षेत्र में पूरी हुई गतिविधियाँ' })).toBeInTheDocument();
    const language = screen.getByTestId('rate-language');
    expect(language).toHaveTextContent('भाषा33%3 में से 1 पूरी');
    expect(screen.getByText(/^पिछले 62 दिनों में सोच-समझ, सामाजिक-भावनात्मक, और नैतिक की कोई गतिविधि तय नहीं थी/)).toBeInTheDocument();
    expect(rows.map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual(['पूरी हुई', 'आने वाली', 'छोड़ी गई', 'पूरी हुई']);
    expect(within(rows[0]).getAllByRole('cell')[0]).toHaveTextContent('22 नव॰, 9:00 am');
    expect(within(rows[0]).getAllByRole('cell')[1]).toHaveTextContent('Activity 3 (10 मिनट)');
    expect(within(rows[0]).getAllByRole('cell')[2]).toHaveTextContent('शारीरिक');
    expect(screen.getByRole('columnheader', { name: 'कब' })).toBeInTheDocument();
    expect(screen.getByLabelText('स्थिति')).toHaveDisplayValue('सभी स्थितियाँ');
    await userEvent.setup().selectOptions(screen.getByLabelText('क्षेत्र'), 'moral');
    expect(screen.getByText('इन फ़िल्टरों से कोई गतिविधि नहीं मिली।')).toBeInTheDocument();
  });
});
