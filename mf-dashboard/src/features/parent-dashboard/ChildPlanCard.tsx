import { useDeferredValue } from 'react';
import type { ChildListItem, PlanSummary } from '@flourishly/contracts';
import { Messages, todayIsoDate, useGetPlanSummaryQuery } from '@flourishly/platform';
import { ChildCard, NO_FIGURES, type ChildCardFigures } from './ChildCard';
import { parentDashboardMessages } from './messages';

/** The card figures of a day's plan summary: last completed activity, today's progress and count. */
export function figuresFromSummary(summary: PlanSummary | undefined): ChildCardFigures {
  if (!summary) return NO_FIGURES;
  return {
    // The server's timestamp is the full ISO 8601 form (toISOString), which Date reads itself: the
    // dashboard's first render need not carry a date parser (docs/architecture.md, "Page budgets").
    lastActivity: summary.lastCompleted ? { title: summary.lastCompleted.title, at: new Date(summary.lastCompleted.completedAt) } : null,
    todayProgressPercent: summary.planned > 0 ? summary.progress : null,
    plannedToday: summary.planned,
  };
}

/** A child card with real figures from GET /api/child-profiles/{childId}/plan-summary for today (or a note when it fails). */
export function ChildPlanCard({ child, now }: { child: ChildListItem; now?: Date }) {
  // Deferred: the summary renders in a transition, not in a long task on arrival.
  const { data, isError } = useDeferredValue(useGetPlanSummaryQuery({ childId: child.id, date: todayIsoDate(now) }));
  // Its own catalog too, so the card speaks the parent's language wherever it is shown.
  return (
    <Messages catalog={parentDashboardMessages}>
      <ChildCard child={child} figures={figuresFromSummary(data)} figuresUnavailable={isError} />
    </Messages>
  );
}
