import { addDays, format, parseISO, startOfDay } from 'date-fns';
import styled from 'styled-components';
import { ACTIVITY_TIME_FORMAT, DOMAIN_TYPES, isoDateOf } from '@flourishly/contracts';
import { ButtonLink, Card, errorMessage, getHref, MutedText, Spinner, useChildReadOnly } from '@flourishly/platform';
import { DomainIcon } from '../../shared/DomainIcon';
import { domainStyle } from '../../shared/domain-style';
import { useGetAssignmentsRangeQuery } from './api';

/** How far ahead the learning path looks, in days (activities the parent adds can be weeks ahead). */
export const LEARNING_PATH_DAYS = 28;
/** Days after today the server plans automatically (backend PLAN_HORIZON_DAYS). */
export const PLANNED_AHEAD_DAYS = 7;

const StyledGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledGroup = styled(Card)<{ $color: string }>`
  border-top: 4px solid ${({ $color }) => $color};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h2 svg {
    color: ${({ $color }) => $color};
    flex: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 2px 0 0;
  }
`;

const StyledWhen = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface LearningPathProps {
  childId: number;
  now?: Date;
}

/**
 * The Learning Path tab: the coming weeks' upcoming activities grouped by domain (most
 * planned first), each with when it is planned and why. The server plans today to today + 7;
 * later days hold only what the parent added, and the text says so.
 */
export function LearningPath({ childId, now }: LearningPathProps) {
  const today = startOfDay(now ?? new Date());
  const from = isoDateOf(today);
  const to = isoDateOf(addDays(today, LEARNING_PATH_DAYS - 1));
  const { data, isLoading, error } = useGetAssignmentsRangeQuery({ childId, from, to });
  const readOnly = useChildReadOnly(childId);
  if (isLoading) return <Spinner label="Loading the learning path" />;
  if (error) return <MutedText role="alert">Could not load the learning path. {errorMessage(error, 'Please try again later.')}</MutedText>;
  const upcoming = (data ?? []).filter((a) => a.status === 'upcoming');
  const domains = [
    ...DOMAIN_TYPES,
    ...new Set(upcoming.map((a) => a.activity.domainType).filter((d) => !(DOMAIN_TYPES as readonly string[]).includes(d))),
  ];
  const groups = domains
    .map((domain) => ({ domain, items: upcoming.filter((a) => a.activity.domainType === domain) }))
    .filter((g) => g.items.length > 0)
    .sort((x, y) => y.items.length - x.items.length);
  return (
    <div>
      <MutedText>
        {upcoming.length} upcoming {upcoming.length === 1 ? 'activity' : 'activities'}, grouped by area of development. We plan today and
        the next {PLANNED_AHEAD_DAYS} days, weighted towards the areas that need the most support; each new day is planned as it comes
        within a week. Activities you add for later dates show here too.
      </MutedText>
      {groups.length === 0 ? (
        <Card>
          <MutedText>No upcoming activities yet.</MutedText>
          {readOnly ? null : <ButtonLink to={getHref.childAddActivity(childId)}>Add New Activity</ButtonLink>}
        </Card>
      ) : (
        <StyledGroups>
          {groups.map(({ domain, items }) => {
            const style = domainStyle(domain);
            return (
              <StyledGroup key={domain} $color={style.color} aria-labelledby={`path-${domain}`} data-testid="path-group">
                <h2 id={`path-${domain}`}>
                  <DomainIcon domainType={domain} />
                  {style.label} ({items.length})
                </h2>
                <ul>
                  {items.map((a) => (
                    <li key={a.id}>
                      <h3>{a.activity.title}</h3>
                      <StyledWhen>
                        {format(parseISO(a.scheduledFor), `EEEE, MMMM d 'at' ${ACTIVITY_TIME_FORMAT}`)} · {a.activity.duration} minutes
                      </StyledWhen>
                      {a.reason ? <p>Why: {a.reason}</p> : <p>Added by you.</p>}
                    </li>
                  ))}
                </ul>
              </StyledGroup>
            );
          })}
        </StyledGroups>
      )}
    </div>
  );
}
