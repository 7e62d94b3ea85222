import { addDays, endOfWeek, isSameDay, parseISO, startOfDay, startOfWeek } from 'date-fns';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { isoDateOf, WEEK_STARTS_ON, WEEK_STRIP_DAYS, type ChildListItem } from '@flourishly/contracts';
import {
  ButtonLink,
  Card,
  errorMessage,
  getHref,
  ListGrid,
  Messages,
  MutedText,
  Page,
  Spinner,
  useChildList,
  useSession,
} from '@flourishly/platform';
import { formatPlanDate } from '../../shared/dates';
import { domainStyle, statusLabel } from '../../shared/domain-style';
import { useGetAssignmentsRangeQuery } from './api';
import { learningPlanMessages } from './messages';
import { WeekNavigation } from './WeekNavigation';

const StyledNav = styled(WeekNavigation)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledChild = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledDay = styled.li<{ $today: boolean }>`
  border: 1px solid ${({ $today, theme }) => ($today ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  li {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledItem = styled.li<{ $color: string }>`
  border-left: 4px solid ${({ $color }) => $color};
  padding-left: ${({ theme }) => theme.space.xs};
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

function ChildWeek({ child, weekStart, today }: { child: ChildListItem; weekStart: Date; today: Date }) {
  const intl = useIntl();
  const from = isoDateOf(weekStart);
  const to = isoDateOf(endOfWeek(weekStart, { weekStartsOn: WEEK_STARTS_ON }));
  // currentData: this week's only, so a week being loaded never shows as "Nothing planned".
  const { currentData: data, isFetching, error } = useGetAssignmentsRangeQuery({ childId: child.id, from, to });
  const days = Array.from({ length: WEEK_STRIP_DAYS }, (_, index) => addDays(weekStart, index));
  const headingId = `week-child-${child.id}`;
  return (
    <StyledChild aria-labelledby={headingId} data-testid="family-week-child">
      <h2 id={headingId}>{child.name}</h2>
      {error && !isFetching ? (
        <MutedText role="alert">
          <FormattedMessage
            id="dashboard.week.loadFailed"
            values={{ reason: errorMessage(error, intl.formatMessage({ id: 'dashboard.shared.tryLater' })) }}
          />
        </MutedText>
      ) : !data ? (
        <Spinner label={intl.formatMessage({ id: 'dashboard.week.loading' }, { name: child.name })} />
      ) : (
        <ListGrid as="ol" $min="140px">
          {days.map((day) => {
            const items = (data ?? []).filter((a) => isSameDay(parseISO(a.scheduledFor), day));
            return (
              <StyledDay key={day.toISOString()} $today={isSameDay(day, today)} aria-current={isSameDay(day, today) ? 'date' : undefined}>
                <h3>{formatPlanDate(intl, day, 'short')}</h3>
                {items.length === 0 ? (
                  <MutedText as="p">
                    <FormattedMessage id="dashboard.week.nothing" />
                  </MutedText>
                ) : (
                  <ul>
                    {items.map((a) => {
                      const time = formatPlanDate(intl, parseISO(a.scheduledFor), 'time');
                      const status = statusLabel(intl, a.status);
                      return (
                        <StyledItem key={a.id} $color={domainStyle(a.activity.domainType).color}>
                          {a.activity.title}
                          <span>{status ? intl.formatMessage({ id: 'dashboard.week.timeAndStatus' }, { time, status }) : time}</span>
                        </StyledItem>
                      );
                    })}
                  </ul>
                )}
              </StyledDay>
            );
          })}
        </ListGrid>
      )}
      <ButtonLink
        to={getHref.child(child.id)}
        $variant="secondary"
        $size="sm"
        aria-label={intl.formatMessage({ id: 'dashboard.week.openFor' }, { name: child.name })}
      >
        <FormattedMessage id="dashboard.week.open" />
      </ButtonLink>
    </StyledChild>
  );
}

export interface FamilyWeekProps {
  now?: Date;
}

/**
 * /activities: a Sunday-Saturday week of every child's activities, with week navigation. In the
 * parent's language (the plan's catalog; activities come translated from the API).
 */
export function FamilyWeek(props: FamilyWeekProps) {
  return (
    <Messages catalog={learningPlanMessages}>
      <FamilyWeekContent {...props} />
    </Messages>
  );
}

function FamilyWeekContent({ now }: FamilyWeekProps) {
  const intl = useIntl();
  const today = startOfDay(now ?? new Date());
  const [weekStart, setWeekStart] = useState(startOfWeek(today, { weekStartsOn: WEEK_STARTS_ON }));
  const { user } = useSession();
  const { data: children, isLoading, error } = useChildList();
  const weekEnd = endOfWeek(weekStart, { weekStartsOn: WEEK_STARTS_ON });
  return (
    <Page title={intl.formatMessage({ id: 'dashboard.week.title' })} intro={intl.formatMessage({ id: 'dashboard.week.intro' })}>
      <StyledNav variant="secondary" testId="week-range" onStep={(days) => setWeekStart((d) => addDays(d, days))}>
        <FormattedMessage
          id="dashboard.week.range"
          values={{ from: formatPlanDate(intl, weekStart, 'monthDay'), to: formatPlanDate(intl, weekEnd, 'monthDayYear') }}
        />
      </StyledNav>
      {isLoading || !user ? (
        <Spinner label={intl.formatMessage({ id: 'dashboard.week.loadingChildren' })} />
      ) : error ? (
        <MutedText role="alert">
          <FormattedMessage
            id="dashboard.week.childrenFailed"
            values={{ reason: errorMessage(error, intl.formatMessage({ id: 'dashboard.shared.tryLater' })) }}
          />
        </MutedText>
      ) : !children || children.length === 0 ? (
        <Card>
          <MutedText>
            <FormattedMessage id="dashboard.week.noChildren" />
          </MutedText>
        </Card>
      ) : (
        children.map((child) => <ChildWeek key={child.id} child={child} weekStart={weekStart} today={today} />)
      )}
    </Page>
  );
}
