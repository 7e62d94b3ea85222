import { useDeferredValue } from 'react';
import { isToday, isYesterday, parseISO } from 'date-fns';
import { todayIsoDate, type ChildListItem, type PlanSummary } from '@flourishly/contracts';
import { useGetPlanSummaryQuery } from '@flourishly/platform';
import { ChildCard, NO_FIGURES, type ChildCardFigures } from './ChildCard';

let monthDayFormat: Intl.DateTimeFormat | undefined;

/**
 * 'March 4'. Not date-fns's `format`, which brings its every token and locale into the
 * dashboard's first render; made on first use, since a DateTimeFormat costs tens of
 * milliseconds on a phone and most days show 'Today' or 'Yesterday'.
 */
function monthDay(at: Date): string {
  monthDayFormat ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric' });
  return monthDayFormat.format(at);
}

/** The card figures of a day's plan summary: last completed activity, today's progress and count. */
export function figuresFromSummary(summary: PlanSummary | undefined): ChildCardFigures {
  if (!summary) return NO_FIGURES;
  let lastActivity: string | null = null;
  if (summary.lastCompleted) {
    const at = parseISO(summary.lastCompleted.completedAt);
    const day = isToday(at) ? 'Today' : isYesterday(at) ? 'Yesterday' : monthDay(at);
    lastActivity = `${day} (${summary.lastCompleted.title})`;
  }
  return {
    lastActivity,
    todayProgressPercent: summary.planned > 0 ? summary.progress : null,
    plannedToday: summary.planned,
  };
}

/** A child card with real figures from GET /api/child-profiles/{childId}/plan-summary for today (or a note when it fails). */
export function ChildPlanCard({ child, now }: { child: ChildListItem; now?: Date }) {
  // Deferred: the summary renders in a transition, not in a long task on arrival.
  const { data, isError } = useDeferredValue(useGetPlanSummaryQuery({ childId: child.id, date: todayIsoDate(now) }));
  return <ChildCard child={child} figures={figuresFromSummary(data)} figuresUnavailable={isError} />;
}
