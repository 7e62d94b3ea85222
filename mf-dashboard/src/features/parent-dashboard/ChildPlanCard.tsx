import { useDeferredValue } from 'react';
import { parseISO } from 'date-fns';
import { todayIsoDate, type ChildListItem, type PlanSummary } from '@flourishly/contracts';
import { Messages, useGetPlanSummaryQuery } from '@flourishly/platform';
import { ChildCard, NO_FIGURES, type ChildCardFigures } from './ChildCard';
import { parentDashboardMessages } from './messages';

/** The card figures of a day's plan summary: last completed activity, today's progress and count. */
export function figuresFromSummary(summary: PlanSummary | undefined): ChildCardFigures {
  if (!summary) return NO_FIGURES;
  return {
    lastActivity: summary.lastCompleted ? { title: summary.lastCompleted.title, at: parseISO(summary.lastCompleted.completedAt) } : null,
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
