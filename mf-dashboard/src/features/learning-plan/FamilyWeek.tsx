import { addDays, endOfWeek, format, isSameDay, parseISO, startOfDay, startOfWeek } from 'date-fns';
import { useState } from 'react';
import styled from 'styled-components';
import { ACTIVITY_TIME_FORMAT, isoDateOf, WEEK_STARTS_ON, WEEK_STRIP_DAYS, type ChildListItem } from '@flourishly/contracts';
import {
  ButtonLink,
  Card,
  errorMessage,
  getHref,
  ListGrid,
  MutedText,
  Page,
  Spinner,
  useChildList,
  useSession,
} from '@flourishly/platform';
import { domainStyle, statusBadge } from '../../shared/domain-style';
import { useGetAssignmentsRangeQuery } from './api';
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
        <MutedText role="alert">Could not load this week. {errorMessage(error, 'Please try again later.')}</MutedText>
      ) : !data ? (
        <Spinner label={`Loading ${child.name}'s week`} />
      ) : (
        <ListGrid as="ol" $min="140px">
          {days.map((day) => {
            const items = (data ?? []).filter((a) => isSameDay(parseISO(a.scheduledFor), day));
            return (
              <StyledDay key={day.toISOString()} $today={isSameDay(day, today)} aria-current={isSameDay(day, today) ? 'date' : undefined}>
                <h3>{format(day, 'EEE, MMM d')}</h3>
                {items.length === 0 ? (
                  <MutedText as="p">Nothing planned</MutedText>
                ) : (
                  <ul>
                    {items.map((a) => (
                      <StyledItem key={a.id} $color={domainStyle(a.activity.domainType).color}>
                        {a.activity.title}
                        <span>
                          {format(parseISO(a.scheduledFor), ACTIVITY_TIME_FORMAT)}
                          {statusBadge(a.status) ? ` · ${statusBadge(a.status)}` : ''}
                        </span>
                      </StyledItem>
                    ))}
                  </ul>
                )}
              </StyledDay>
            );
          })}
        </ListGrid>
      )}
      <ButtonLink to={getHref.child(child.id)} $variant="secondary" $size="sm" aria-label={`Open ${child.name}'s dashboard`}>
        Open dashboard
      </ButtonLink>
    </StyledChild>
  );
}

export interface FamilyWeekProps {
  now?: Date;
}

/** /activities: a Sunday-Saturday week of every child's activities, with week navigation. */
export function FamilyWeek({ now }: FamilyWeekProps) {
  const today = startOfDay(now ?? new Date());
  const [weekStart, setWeekStart] = useState(startOfWeek(today, { weekStartsOn: WEEK_STARTS_ON }));
  const { user } = useSession();
  const { data: children, isLoading, error } = useChildList();
  const weekEnd = endOfWeek(weekStart, { weekStartsOn: WEEK_STARTS_ON });
  return (
    <Page title="Activities" intro="Every child's plan for the week.">
      <StyledNav variant="secondary" testId="week-range" onStep={(days) => setWeekStart((d) => addDays(d, days))}>
        {format(weekStart, 'MMMM d')} - {format(weekEnd, 'MMMM d, yyyy')}
      </StyledNav>
      {isLoading || !user ? (
        <Spinner label="Loading your children" />
      ) : error ? (
        <MutedText role="alert">Your children could not be loaded. {errorMessage(error, 'Please try again later.')}</MutedText>
      ) : !children || children.length === 0 ? (
        <Card>
          <MutedText>Add a child on the dashboard to see their plan here.</MutedText>
        </Card>
      ) : (
        children.map((child) => <ChildWeek key={child.id} child={child} weekStart={weekStart} today={today} />)
      )}
    </Page>
  );
}
