import { act, screen } from '@testing-library/react';
import {
  emptyPlanSummary,
  handlers,
  makeChildListItem,
  recordRequests,
  renderWithPlatform,
  testUser,
} from '../../testing/render-with-platform';
import { ChildPlanCard, figuresFromSummary } from './ChildPlanCard';

const child = makeChildListItem({ id: 7, name: 'Maya', dateOfBirth: '2020-01-01', personaType: null });

describe('ChildPlanCard', () => {
  it('shows the last completed activity, today’s progress and the number planned', async () => {
    handlers.activities.planSummary({
      date: '2026-11-22',
      planned: 3,
      completed: 1,
      progress: 33,
      lastCompleted: { title: 'Bake muffins', completedAt: new Date().toISOString() },
    });
    const requests = recordRequests();
    renderWithPlatform(<ChildPlanCard child={child} now={new Date(2026, 10, 22, 9)} />);
    expect(await screen.findByText('Last activity: Today (Bake muffins)')).toBeInTheDocument();
    expect(screen.getByText("Today's progress: 33%")).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('3 activities planned for today')).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/child-profiles/7/plan-summary?date=2026-11-22']);
  });

  it('says the figures could not be loaded instead of showing empty ones', async () => {
    handlers.activities.planSummary.fail(500, 'Down');
    renderWithPlatform(<ChildPlanCard child={child} now={new Date(2026, 10, 22, 9)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Today's plan could not be loaded.");
    expect(screen.queryByText('Last activity: No activities yet')).not.toBeInTheDocument();
    expect(screen.queryByText('No activities planned for today')).not.toBeInTheDocument();
  });

  it('says when nothing is planned or done', () => {
    expect(figuresFromSummary({ ...emptyPlanSummary, date: '2026-11-22' })).toEqual({
      lastActivity: null,
      todayProgressPercent: null,
      plannedToday: 0,
    });
    expect(figuresFromSummary(undefined).plannedToday).toBeNull();
  });

  it('speaks Hindi to a parent who chose it: the last activity, today’s progress and the number planned', async () => {
    handlers.activities.planSummary({
      date: '2026-11-22',
      planned: 3,
      completed: 1,
      progress: 33,
      lastCompleted: { title: 'Bake muffins', completedAt: new Date().toISOString() },
    });
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () =>
      renderWithPlatform(<ChildPlanCard child={child} now={new Date(2026, 10, 22, 9)} />, { user: { ...testUser, locale: 'hi' } }),
    );
    expect(await screen.findByText('पिछली गतिविधि: आज (Bake muffins)')).toBeInTheDocument();
    expect(screen.getByText('आज की प्रगति: 33%')).toBeInTheDocument();
    expect(screen.getByText('आज के लिए 3 गतिविधियाँ तय हैं')).toBeInTheDocument();
    expect(screen.getByText(/^उम्र: \d+ साल$/)).toBeInTheDocument();
  });
});
