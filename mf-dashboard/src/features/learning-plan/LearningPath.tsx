import { addDays, parseISO, startOfDay } from 'date-fns';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { DOMAIN_TYPES, isoDateOf } from '@flourishly/contracts';
import { ButtonLink, Card, errorMessage, getHref, Messages, MutedText, Spinner, useChildReadOnly } from '@flourishly/platform';
import { formatPlanDate } from '../../shared/dates';
import { DomainIcon } from '../../shared/DomainIcon';
import { domainLabel, domainStyle, formatMinutes } from '../../shared/domain-style';
import { useGetAssignmentsRangeQuery } from './api';
import { learningPlanMessages } from './messages';

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
 * later days hold only what the parent added, and the text says so. In the parent's language
 * (the plan's catalog; activities and reasons come translated from the API).
 */
export function LearningPath(props: LearningPathProps) {
  return (
    <Messages catalog={learningPlanMessages}>
      <LearningPathContent {...props} />
    </Messages>
  );
}

function LearningPathContent({ childId, now }: LearningPathProps) {
  const intl = useIntl();
  const today = startOfDay(now ?? new Date());
  const from = isoDateOf(today);
  const to = isoDateOf(addDays(today, LEARNING_PATH_DAYS - 1));
  const { data, isLoading, error } = useGetAssignmentsRangeQuery({ childId, from, to });
  const readOnly = useChildReadOnly(childId);
  if (isLoading) return <Spinner label={intl.formatMessage({ id: 'dashboard.path.loading' })} />;
  if (error) {
    return (
      <MutedText role="alert">
        <FormattedMessage
          id="dashboard.path.loadFailed"
          values={{ reason: errorMessage(error, intl.formatMessage({ id: 'dashboard.shared.tryLater' })) }}
        />
      </MutedText>
    );
  }
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
        <FormattedMessage id="dashboard.path.intro" values={{ count: upcoming.length, days: PLANNED_AHEAD_DAYS }} />
      </MutedText>
      {groups.length === 0 ? (
        <Card>
          <MutedText>
            <FormattedMessage id="dashboard.path.empty" />
          </MutedText>
          {readOnly ? null : (
            <ButtonLink to={getHref.childAddActivity(childId)}>
              <FormattedMessage id="dashboard.plan.addNewActivity" />
            </ButtonLink>
          )}
        </Card>
      ) : (
        <StyledGroups>
          {groups.map(({ domain, items }) => {
            const style = domainStyle(domain);
            return (
              <StyledGroup key={domain} $color={style.color} aria-labelledby={`path-${domain}`} data-testid="path-group">
                <h2 id={`path-${domain}`}>
                  <DomainIcon domainType={domain} />
                  <FormattedMessage id="dashboard.path.group" values={{ domain: domainLabel(intl, domain), count: items.length }} />
                </h2>
                <ul>
                  {items.map((a) => {
                    const at = parseISO(a.scheduledFor);
                    return (
                      <li key={a.id}>
                        <h3>{a.activity.title}</h3>
                        <StyledWhen>
                          <FormattedMessage
                            id="dashboard.path.when"
                            values={{
                              date: formatPlanDate(intl, at, 'weekdayDate'),
                              time: formatPlanDate(intl, at, 'time'),
                              duration: formatMinutes(intl, a.activity.duration),
                            }}
                          />
                        </StyledWhen>
                        <p>
                          {a.reason ? (
                            <FormattedMessage id="dashboard.path.why" values={{ reason: a.reason }} />
                          ) : (
                            <FormattedMessage id="dashboard.path.addedByYou" />
                          )}
                        </p>
                      </li>
                    );
                  })}
                </ul>
              </StyledGroup>
            );
          })}
        </StyledGroups>
      )}
    </div>
  );
}
