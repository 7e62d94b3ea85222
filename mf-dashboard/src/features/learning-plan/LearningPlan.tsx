import { addDays, format, startOfDay } from 'date-fns';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { isoDateOf } from '@flourishly/contracts';
import { ButtonLink, Card, CardHeader, errorMessage, getHref, MutedText, Spinner, useChildReadOnly, useToast } from '@flourishly/platform';
import { ActivityCard } from './ActivityCard';
import { useGetAssignmentsQuery, useUpdateAssignmentStatusMutation } from './api';
import { WeekNavigation } from './WeekNavigation';
import { WeekStrip } from './WeekStrip';

const StyledNav = styled(WeekNavigation)`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.sm}`};
  p {
    flex: 1;
    text-align: center;
  }
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

const StyledEmpty = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space.lg} 0;
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface LearningPlanProps {
  childId: number;
  /** "Now", for tests; defaults to the current time. */
  now?: Date;
}

/** The add-activity page for a day: its date field starts on that day. */
export const addActivityHref = (childId: number, date: string) => `${getHref.childAddActivity(childId)}?date=${encodeURIComponent(date)}`;

/**
 * Today's Learning Plan (docs/product.md): the selected date as a long date, previous/next move
 * 7 days, the Sunday-Saturday strip, and the day's activity cards in time order; the empty state
 * offers 'Add New Activity' (for the selected day). Only the selected day's own data is shown: a
 * spinner replaces the previous day's cards while a new day loads. Marking done or skipped (not
 * offered for later days) refreshes the plan, achievements and the parent dashboard's figures.
 * A viewer sees the plan without those buttons and without 'Add Activity'.
 */
export function LearningPlan({ childId, now }: LearningPlanProps) {
  const today = startOfDay(now ?? new Date());
  const todayIso = isoDateOf(today);
  const [selected, setSelected] = useState(today);
  const date = isoDateOf(selected);
  // currentData: the selected day's data only (data would keep the previous day's cards while loading).
  // Deferred: the cards render in a transition, in slices, not in one long task on arrival.
  const { currentData, isFetching, error } = useDeferredValue(useGetAssignmentsQuery({ childId, date }));
  const [updateStatus, { isLoading: updating }] = useUpdateAssignmentStatusMutation();
  const { toast } = useToast();
  const headingId = `learning-plan-heading-${childId}`;
  const readOnly = useChildReadOnly(childId);

  const changeStatus = async (id: number, status: 'completed' | 'skipped' | 'upcoming') => {
    try {
      await updateStatus({ childId, id, payload: { status } }).unwrap();
    } catch (caught) {
      toast({ title: 'Could not update the activity', description: errorMessage(caught, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader $wrap>
        <h2 id={headingId}>Today's Learning Plan</h2>
        {!readOnly && currentData && currentData.length > 0 ? (
          <ButtonLink to={addActivityHref(childId, date)} $size="sm" $variant="secondary">
            Add Activity
          </ButtonLink>
        ) : null}
      </CardHeader>
      <StyledNav variant="ghost" testId="plan-date" onStep={(days) => setSelected((d) => addDays(d, days))}>
        {format(selected, 'EEEE, MMMM d, yyyy')}
      </StyledNav>
      <WeekStrip selected={selected} today={today} onSelect={(day) => setSelected(startOfDay(day))} />
      {error && !isFetching ? (
        <MutedText role="alert">Could not load the plan. {errorMessage(error, 'Please try again later.')}</MutedText>
      ) : !currentData ? (
        <Spinner label="Loading the plan" />
      ) : currentData.length === 0 ? (
        <StyledEmpty>
          <p>No activities scheduled for this day.</p>
          {readOnly ? null : <ButtonLink to={addActivityHref(childId, date)}>Add New Activity</ButtonLink>}
        </StyledEmpty>
      ) : (
        <StyledList aria-label={`Activities for ${format(selected, 'EEEE, MMMM d')}`}>
          {currentData.map((assignment) => (
            <ActivityCard
              key={assignment.id}
              assignment={assignment}
              busy={updating}
              laterDay={assignment.scheduledFor.slice(0, 10) > todayIso}
              readOnly={readOnly}
              onStatusChange={(status) => void changeStatus(assignment.id, status)}
            />
          ))}
        </StyledList>
      )}
    </Card>
  );
}
