import { addDays, startOfDay } from 'date-fns';
import { useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { isoDateOf } from '@flourishly/contracts';
import {
  ButtonLink,
  Card,
  CardHeader,
  errorMessage,
  getHref,
  isOfflineQueued,
  Messages,
  MutedText,
  Spinner,
  useChildReadOnly,
  useToast,
} from '@flourishly/platform';
import { formatPlanDate } from '../../shared/dates';
import { ActivityCard } from './ActivityCard';
import { useGetAssignmentsQuery, useUpdateAssignmentStatusMutation } from './api';
import { learningPlanMessages } from './messages';
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
 * A viewer sees the plan without those buttons and without 'Add Activity'. In the parent's
 * language (this feature's catalog; activities come translated from the API).
 */
export function LearningPlan(props: LearningPlanProps) {
  return (
    <Messages catalog={learningPlanMessages}>
      <LearningPlanContent {...props} />
    </Messages>
  );
}

function LearningPlanContent({ childId, now }: LearningPlanProps) {
  const intl = useIntl();
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
      // Queued offline: the plan shows it done, and the offline notice says it waits for the network.
      if (isOfflineQueued(caught)) return;
      toast({
        title: intl.formatMessage({ id: 'dashboard.plan.updateFailed' }),
        description: errorMessage(caught, intl.formatMessage({ id: 'dashboard.shared.tryAgain' })),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader $wrap>
        <h2 id={headingId}>
          <FormattedMessage id="dashboard.plan.title" />
        </h2>
        {!readOnly && currentData && currentData.length > 0 ? (
          <ButtonLink to={addActivityHref(childId, date)} $size="sm" $variant="secondary">
            <FormattedMessage id="dashboard.plan.addActivity" />
          </ButtonLink>
        ) : null}
      </CardHeader>
      <StyledNav variant="ghost" testId="plan-date" onStep={(days) => setSelected((d) => addDays(d, days))}>
        {formatPlanDate(intl, selected, 'long')}
      </StyledNav>
      <WeekStrip selected={selected} today={today} onSelect={(day) => setSelected(startOfDay(day))} />
      {error && !isFetching ? (
        <MutedText role="alert">
          <FormattedMessage
            id="dashboard.plan.loadFailed"
            values={{ reason: errorMessage(error, intl.formatMessage({ id: 'dashboard.shared.tryLater' })) }}
          />
        </MutedText>
      ) : !currentData ? (
        <Spinner label={intl.formatMessage({ id: 'dashboard.plan.loading' })} />
      ) : currentData.length === 0 ? (
        <StyledEmpty>
          <p>
            <FormattedMessage id="dashboard.plan.empty" />
          </p>
          {readOnly ? null : (
            <ButtonLink to={addActivityHref(childId, date)}>
              <FormattedMessage id="dashboard.plan.addNewActivity" />
            </ButtonLink>
          )}
        </StyledEmpty>
      ) : (
        <StyledList
          aria-label={intl.formatMessage({ id: 'dashboard.plan.dayList' }, { date: formatPlanDate(intl, selected, 'weekdayDate') })}
        >
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
