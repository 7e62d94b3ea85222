import { addDays, format, parseISO, startOfDay } from 'date-fns';
import { useState } from 'react';
import styled from 'styled-components';
import {
  ACTIVITY_TIME_FORMAT,
  DOMAIN_TYPES,
  isoDateOf,
  MAX_ASSIGNMENT_RANGE_DAYS,
  type ActivityAssignment,
  type DomainType,
} from '@flourishly/contracts';
import {
  ButtonLink,
  Card,
  errorMessage,
  getHref,
  ListGrid,
  MutedText,
  Spinner,
  useChildReadOnly,
  VisuallyHidden,
} from '@flourishly/platform';
import { StyledLabel, StyledSelect } from '@flourishly/platform/forms';
import { DomainSelect } from '../../shared/DomainSelect';
import { domainStyle, statusBadge } from '../../shared/domain-style';
import { useGetAssignmentsRangeQuery } from './api';
import { DataTable } from '../../shared/DataTable';

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const StyledRates = styled(ListGrid)`
  li {
    display: grid;
    gap: 2px;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledSection = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Completed share (0-100) of each domain's activities that are due (today or earlier); null when none. */
export function completionRates(
  assignments: ActivityAssignment[],
  today: string,
): Record<string, { done: number; due: number; rate: number | null }> {
  const rates: Record<string, { done: number; due: number; rate: number | null }> = {};
  for (const domain of DOMAIN_TYPES) rates[domain] = { done: 0, due: 0, rate: null };
  for (const a of assignments) {
    if (a.scheduledFor.slice(0, 10) > today) continue;
    const entry = (rates[a.activity.domainType] ??= { done: 0, due: 0, rate: null });
    entry.due += 1;
    if (a.status === 'completed') entry.done += 1;
  }
  for (const entry of Object.values(rates)) entry.rate = entry.due ? Math.round((entry.done * 100) / entry.due) : null;
  return rates;
}

/** "A", "A and B", "A, B and C". */
const listOf = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

const STATUS_FILTERS = [
  { value: '', label: 'All statuses' },
  { value: 'completed', label: 'Completed' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'skipped', label: 'Skipped' },
] as const;

export interface ChildActivitiesProps {
  childId: number;
  now?: Date;
}

/**
 * The child page's Activities tab: the last 62 days' activities with their statuses,
 * filters by domain and status, and the completion rate of each domain that had activities due
 * (the others are named, with why they are missing). Without any activity yet: that, and 'Add
 * Activity' (not for a viewer).
 */
export function ChildActivities({ childId, now }: ChildActivitiesProps) {
  const today = startOfDay(now ?? new Date());
  const to = isoDateOf(today);
  const from = isoDateOf(addDays(today, -(MAX_ASSIGNMENT_RANGE_DAYS - 1)));
  const { data, isLoading, error } = useGetAssignmentsRangeQuery({ childId, from, to });
  const [domain, setDomain] = useState<DomainType | ''>('');
  const [status, setStatus] = useState('');
  const readOnly = useChildReadOnly(childId);
  if (isLoading) return <Spinner label="Loading activities" />;
  if (error) return <MutedText role="alert">Could not load activities. {errorMessage(error, 'Please try again later.')}</MutedText>;
  const all = data ?? [];
  if (all.length === 0) {
    return (
      <StyledSection aria-labelledby="history-heading">
        <h2 id="history-heading">Activity history</h2>
        <MutedText>No activities in the last {MAX_ASSIGNMENT_RANGE_DAYS} days yet.</MutedText>
        {readOnly ? null : <ButtonLink to={getHref.childAddActivity(childId)}>Add Activity</ButtonLink>}
      </StyledSection>
    );
  }
  const rates = Object.entries(completionRates(all, to));
  const rated = rates.filter(([, entry]) => entry.due > 0);
  const unrated = rates.filter(([, entry]) => entry.due === 0).map(([key]) => domainStyle(key).label);
  const shown = all
    .filter((a) => !domain || a.activity.domainType === domain)
    .filter((a) => !status || a.status === status)
    .sort((a, b) => b.scheduledFor.localeCompare(a.scheduledFor));
  return (
    <div>
      <StyledSection aria-labelledby="completion-heading">
        <h2 id="completion-heading">Completion rate by domain</h2>
        <StyledRates $gap="md" $min="160px">
          {rated.map(([key, entry]) => (
            <li key={key} data-testid={`rate-${key}`}>
              <span>{domainStyle(key).label}</span>
              <strong>{entry.rate === null ? '–' : `${entry.rate}%`}</strong>
              <MutedText as="span">
                {entry.done} of {entry.due} done
              </MutedText>
            </li>
          ))}
        </StyledRates>
        {unrated.length > 0 ? (
          <MutedText>
            {listOf(unrated)} had no activities due in the last {MAX_ASSIGNMENT_RANGE_DAYS} days, so{' '}
            {unrated.length === 1 ? 'it has' : 'they have'} no rate yet.
          </MutedText>
        ) : null}
      </StyledSection>
      <StyledSection aria-labelledby="history-heading">
        <h2 id="history-heading">Activity history</h2>
        <StyledFilters>
          <div>
            <DomainSelect id="history-domain" value={domain} onChange={setDomain} />
          </div>
          <div>
            <StyledLabel htmlFor="history-status">Status</StyledLabel>
            <StyledSelect id="history-status" value={status} onChange={(e) => setStatus(e.target.value)}>
              {STATUS_FILTERS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </StyledSelect>
          </div>
        </StyledFilters>
        {shown.length === 0 ? (
          <MutedText>No activities match these filters.</MutedText>
        ) : (
          <DataTable>
            <caption>
              <VisuallyHidden>Activities, newest first</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Activity</th>
                <th scope="col">Domain</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((a) => (
                <tr key={a.id} data-testid="history-row">
                  <td>{format(parseISO(a.scheduledFor), `MMM d, ${ACTIVITY_TIME_FORMAT}`)}</td>
                  <td>
                    {a.activity.title} <MutedText as="span">({a.activity.duration} minutes)</MutedText>
                  </td>
                  <td>{domainStyle(a.activity.domainType).label}</td>
                  <td>{statusBadge(a.status) ?? a.status}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </StyledSection>
    </div>
  );
}
