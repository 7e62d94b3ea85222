import { addDays, parseISO, startOfDay } from 'date-fns';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { DOMAIN_TYPES, isoDateOf, MAX_ASSIGNMENT_RANGE_DAYS, type ActivityAssignment, type DomainType } from '@flourishly/contracts';
import {
  ButtonLink,
  Card,
  errorMessage,
  getHref,
  ListGrid,
  Messages,
  MutedText,
  Spinner,
  useChildReadOnly,
  VisuallyHidden,
} from '@flourishly/platform';
import { StyledLabel, StyledSelect } from '@flourishly/platform/forms';
import { formatPlanDate } from '../../shared/dates';
import { DomainSelect } from '../../shared/DomainSelect';
import { domainLabel, formatMinutes, statusLabel } from '../../shared/domain-style';
import { useGetAssignmentsRangeQuery } from './api';
import { DataTable } from '../../shared/DataTable';
import { learningPlanMessages } from './messages';

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

/** The status filter's choices: every status (''), then each status by its badge. */
const STATUS_FILTERS = ['', 'completed', 'upcoming', 'skipped'] as const;

export interface ChildActivitiesProps {
  childId: number;
  now?: Date;
}

/**
 * The child page's Activities tab: the last 62 days' activities with their statuses,
 * filters by domain and status, and the completion rate of each domain that had activities due
 * (the others are named, with why they are missing). Without any activity yet: that, and 'Add
 * Activity' (not for a viewer). In the parent's language (the plan's catalog; activities come
 * translated from the API).
 */
export function ChildActivities(props: ChildActivitiesProps) {
  return (
    <Messages catalog={learningPlanMessages}>
      <ChildActivitiesContent {...props} />
    </Messages>
  );
}

function ChildActivitiesContent({ childId, now }: ChildActivitiesProps) {
  const intl = useIntl();
  const today = startOfDay(now ?? new Date());
  const to = isoDateOf(today);
  const from = isoDateOf(addDays(today, -(MAX_ASSIGNMENT_RANGE_DAYS - 1)));
  const { data, isLoading, error } = useGetAssignmentsRangeQuery({ childId, from, to });
  const [domain, setDomain] = useState<DomainType | ''>('');
  const [status, setStatus] = useState('');
  const readOnly = useChildReadOnly(childId);
  if (isLoading) return <Spinner label={intl.formatMessage({ id: 'dashboard.history.loading' })} />;
  if (error) {
    return (
      <MutedText role="alert">
        <FormattedMessage
          id="dashboard.history.loadFailed"
          values={{ reason: errorMessage(error, intl.formatMessage({ id: 'dashboard.shared.tryLater' })) }}
        />
      </MutedText>
    );
  }
  const all = data ?? [];
  if (all.length === 0) {
    return (
      <StyledSection aria-labelledby="history-heading">
        <h2 id="history-heading">
          <FormattedMessage id="dashboard.history.title" />
        </h2>
        <MutedText>
          <FormattedMessage id="dashboard.history.none" values={{ days: MAX_ASSIGNMENT_RANGE_DAYS }} />
        </MutedText>
        {readOnly ? null : (
          <ButtonLink to={getHref.childAddActivity(childId)}>
            <FormattedMessage id="dashboard.plan.addActivity" />
          </ButtonLink>
        )}
      </StyledSection>
    );
  }
  const rates = Object.entries(completionRates(all, to));
  const rated = rates.filter(([, entry]) => entry.due > 0);
  const unrated = rates.filter(([, entry]) => entry.due === 0).map(([key]) => domainLabel(intl, key));
  const shown = all
    .filter((a) => !domain || a.activity.domainType === domain)
    .filter((a) => !status || a.status === status)
    .sort((a, b) => b.scheduledFor.localeCompare(a.scheduledFor));
  return (
    <div>
      <StyledSection aria-labelledby="completion-heading">
        <h2 id="completion-heading">
          <FormattedMessage id="dashboard.history.rates" />
        </h2>
        <StyledRates $gap="md" $min="160px">
          {rated.map(([key, entry]) => (
            <li key={key} data-testid={`rate-${key}`}>
              <span>{domainLabel(intl, key)}</span>
              <strong>{intl.formatNumber((entry.rate ?? 0) / 100, { style: 'percent' })}</strong>
              <MutedText as="span">
                <FormattedMessage id="dashboard.history.done" values={{ done: entry.done, due: entry.due }} />
              </MutedText>
            </li>
          ))}
        </StyledRates>
        {unrated.length > 0 ? (
          <MutedText>
            <FormattedMessage
              id="dashboard.history.unrated"
              values={{ domains: intl.formatList(unrated), days: MAX_ASSIGNMENT_RANGE_DAYS, count: unrated.length }}
            />
          </MutedText>
        ) : null}
      </StyledSection>
      <StyledSection aria-labelledby="history-heading">
        <h2 id="history-heading">
          <FormattedMessage id="dashboard.history.title" />
        </h2>
        <StyledFilters>
          <div>
            <DomainSelect id="history-domain" value={domain} onChange={setDomain} />
          </div>
          <div>
            <StyledLabel htmlFor="history-status">
              <FormattedMessage id="dashboard.history.status" />
            </StyledLabel>
            <StyledSelect id="history-status" value={status} onChange={(e) => setStatus(e.target.value)}>
              {STATUS_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {statusLabel(intl, value) ?? intl.formatMessage({ id: 'dashboard.history.allStatuses' })}
                </option>
              ))}
            </StyledSelect>
          </div>
        </StyledFilters>
        {shown.length === 0 ? (
          <MutedText>
            <FormattedMessage id="dashboard.history.noMatch" />
          </MutedText>
        ) : (
          <DataTable>
            <caption>
              <VisuallyHidden>
                <FormattedMessage id="dashboard.history.caption" />
              </VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="dashboard.history.when" />
                </th>
                <th scope="col">
                  <FormattedMessage id="dashboard.history.activity" />
                </th>
                <th scope="col">
                  <FormattedMessage id="dashboard.history.domain" />
                </th>
                <th scope="col">
                  <FormattedMessage id="dashboard.history.status" />
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((a) => (
                <tr key={a.id} data-testid="history-row">
                  <td>{formatPlanDate(intl, parseISO(a.scheduledFor), 'dateTime')}</td>
                  <td>
                    <FormattedMessage
                      id="dashboard.history.activityCell"
                      values={{
                        title: a.activity.title,
                        duration: formatMinutes(intl, a.activity.duration),
                        muted: (chunks) => <MutedText as="span">{chunks}</MutedText>,
                      }}
                    />
                  </td>
                  <td>{domainLabel(intl, a.activity.domainType)}</td>
                  <td>{statusLabel(intl, a.status) ?? a.status}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </StyledSection>
    </div>
  );
}
