import { act, screen, within } from '@testing-library/react';
import type { ActivityAssignment } from '@flourishly/contracts';
import { handlers, makeChildListItem, renderWithPlatform, testUser } from '../../testing/render-with-platform';
import { LearningPath } from './LearningPath';

const a = (
  id: number,
  date: string,
  domainType: string,
  status: ActivityAssignment['status'],
  reason: string | null,
): ActivityAssignment => ({
  id,
  status,
  scheduledFor: `${date}T09:00:00`,
  activity: { id, title: `Activity ${id}`, description: '', domainType, duration: 10, sourceName: null, sourceUrl: null, sourceKind: null },
  reason,
  source: reason ? 'plan' : 'parent',
  completedAt: null,
});

describe('LearningPath', () => {
  it('groups the coming weeks’ upcoming activities by domain with their reasons, and says how far ahead plans go', async () => {
    handlers.children.childList([makeChildListItem({ id: 7 })]);
    const calls = handlers.activities.activityAssignments([
      a(1, '2026-11-22', 'language', 'upcoming', 'Language is the area to grow most.'),
      a(2, '2026-11-23', 'physical', 'upcoming', 'Keeps the week balanced.'),
      a(3, '2026-11-24', 'language', 'upcoming', null),
      a(4, '2026-11-22', 'moral', 'completed', 'Done already.'),
    ]);
    renderWithPlatform(<LearningPath childId={7} now={new Date(2026, 10, 22, 8)} />);
    const groups = await screen.findAllByTestId('path-group');
    expect(groups.map((g) => within(g).getByRole('heading', { level: 2 }).textContent)).toEqual(['Language (2)', 'Physical (1)']);
    expect(groups.map((g) => g.querySelector('h2 svg[aria-hidden="true"]')?.getAttribute('data-icon'))).toEqual(['language', 'physical']);
    expect(
      screen.getByText(/^3 upcoming activities, grouped by area of development\. We plan today and the next 7 days/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/four weeks/)).not.toBeInTheDocument();
    expect(within(groups[0]).getByText('Why: Language is the area to grow most.')).toBeInTheDocument();
    expect(within(groups[0]).getByText('Added by you.')).toBeInTheDocument();
    expect(within(groups[0]).getByText(/Sunday, November 22 at 9:00 AM/)).toBeInTheDocument();
    expect(screen.queryByText('Activity 4')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/child-profiles/7/activity-assignments?from=2026-11-22&to=2026-12-19']);
  });
});

describe('LearningPath in Hindi', () => {
  it('speaks Hindi to a parent who chose it: the areas, when each activity is planned, and why', async () => {
    handlers.children.childList([makeChildListItem({ id: 7 })]);
    handlers.activities.activityAssignments([
      a(1, '2026-11-22', 'language', 'upcoming', 'Language is the area to grow most.'),
      a(3, '2026-11-24', 'language', 'upcoming', null),
    ]);
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () =>
      renderWithPlatform(<LearningPath childId={7} now={new Date(2026, 10, 22, 8)} />, { user: { ...testUser, locale: 'hi' } }),
    );
    const [group] = await screen.findAllByTestId('path-group');
    expect(within(group).getByRole('heading', { level: 2 })).toHaveTextContent('भाषा (2)');
    expect(screen.getByText(/^आने वाली 2 गतिविधियाँ, विकास के क्षेत्र के हिसाब से। हम आज और अगले 7 दिनों/)).toBeInTheDocument();
    expect(within(group).getByText('रविवार, 22 नवंबर, 9:00 am · 10 मिनट')).toBeInTheDocument();
    expect(within(group).getByText('क्यों: Language is the area to grow most.')).toBeInTheDocument();
    expect(within(group).getByText('आपने जोड़ी।')).toBeInTheDocument();
  });
});
