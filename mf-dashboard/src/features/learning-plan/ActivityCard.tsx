import { parseISO } from 'date-fns';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ActivityAssignment, ActivityStatus } from '@flourishly/contracts';
import { Button, MutedText } from '@flourishly/platform';
import { formatPlanDate } from '../../shared/dates';
import { DomainIcon } from '../../shared/DomainIcon';
import { domainLabel, domainStyle, formatMinutes, statusBadge, statusLabel } from '../../shared/domain-style';
import { SourceLink } from '../../shared/SourceLink';

const StyledCard = styled.li<{ $color: string; $done: boolean }>`
  list-style: none;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ $color, $done, theme }) => ($done ? theme.colors.border : $color)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $done }) => ($done ? '#f1f2f0' : 'transparent')};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ $done, theme }) => ($done ? theme.colors.textMuted : theme.colors.text)};
  }
  p {
    margin: 0;
  }
`;

const StyledIcon = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 2px solid ${({ $color }) => $color};
  color: ${({ $color }) => $color};
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-top: ${({ theme }) => theme.space.xs} !important;
`;

const StyledDomain = styled.span<{ $color: string }>`
  color: ${({ $color }) => $color};
  font-weight: 600;
`;

const StyledHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledBadge = styled.span<{ $kind: string }>`
  flex: none;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  color: ${({ $kind, theme }) => ($kind === 'Completed' ? theme.colors.success : $kind === 'Skipped' ? theme.colors.textMuted : theme.colors.primary)};
  background: ${({ $kind, theme }) => ($kind === 'Completed' ? theme.colors.successSoft : $kind === 'Skipped' ? '#eceeed' : theme.colors.primarySoft)};
`;

const StyledReason = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  margin-top: ${({ theme }) => theme.space.sm} !important;
  strong {
    font-weight: 600;
  }
`;

const StyledSourceLine = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-top: ${({ theme }) => theme.space.xs} !important;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** The dot between the meta line's parts: a glyph, the same in every language. */
const SEPARATOR = '·';

export interface ActivityCardProps {
  assignment: ActivityAssignment;
  /** Changes the status; the card's own buttons call it. */
  onStatusChange: (status: Extract<ActivityStatus, 'completed' | 'skipped' | 'upcoming'>) => void;
  busy?: boolean;
  /** The activity is on a later day than today: it cannot be marked done or skipped yet. */
  laterDay?: boolean;
  /** The user may only read this child's plan (a viewer): no buttons. */
  readOnly?: boolean;
}

/**
 * One planned activity (docs/product.md): title, description, domain icon and colour, duration in
 * minutes and time (h:mm a), the section-4 badge (Completed greys the card). Beyond the spec: why
 * it was planned with the library's source, and buttons to mark it done or skipped (or back to
 * upcoming); a later day's activity offers neither (the server refuses them too). Clicking the
 * card itself does nothing. A viewer (`readOnly`) sees no buttons. Texts from the plan's catalog.
 */
export function ActivityCard({ assignment, onStatusChange, busy = false, laterDay = false, readOnly = false }: ActivityCardProps) {
  const intl = useIntl();
  const { activity } = assignment;
  const style = domainStyle(activity.domainType);
  const badge = statusBadge(assignment.status);
  const done = assignment.status === 'completed';
  const headingId = `assignment-${assignment.id}`;
  return (
    <StyledCard $color={style.color} $done={done} aria-labelledby={headingId} data-testid="activity-card" data-status={assignment.status}>
      <StyledIcon $color={style.color} aria-hidden="true">
        <DomainIcon domainType={activity.domainType} />
      </StyledIcon>
      <div>
        <StyledHeader>
          <h3 id={headingId}>{activity.title}</h3>
          {badge ? <StyledBadge $kind={badge}>{statusLabel(intl, assignment.status)}</StyledBadge> : null}
        </StyledHeader>
        <p>{activity.description}</p>
        <StyledMeta>
          <StyledDomain $color={done ? 'inherit' : style.color}>{domainLabel(intl, activity.domainType)}</StyledDomain>
          <span aria-hidden="true">{SEPARATOR}</span>
          <span>{formatMinutes(intl, activity.duration)}</span>
          <span aria-hidden="true">{SEPARATOR}</span>
          <time dateTime={assignment.scheduledFor}>{formatPlanDate(intl, parseISO(assignment.scheduledFor), 'time')}</time>
        </StyledMeta>
        {assignment.reason ? (
          <StyledReason>
            <FormattedMessage
              id="dashboard.plan.card.why"
              values={{ reason: assignment.reason, strong: (chunks) => <strong>{chunks}</strong> }}
            />
          </StyledReason>
        ) : null}
        {activity.sourceName ? (
          <StyledSourceLine>
            <SourceLink name={activity.sourceName} url={activity.sourceUrl} kind={activity.sourceKind} />
          </StyledSourceLine>
        ) : null}
        {readOnly ? null : (
          <StyledActions>
            {assignment.status === 'completed' || assignment.status === 'skipped' ? (
              <Button
                $size="sm"
                $variant="secondary"
                disabled={busy}
                onClick={() => onStatusChange('upcoming')}
                aria-label={intl.formatMessage({ id: 'dashboard.plan.card.undoOf' }, { title: activity.title })}
              >
                <FormattedMessage id="dashboard.plan.card.undo" />
              </Button>
            ) : laterDay ? (
              <MutedText as="span" style={{ margin: 0, fontSize: '0.875rem' }}>
                <FormattedMessage id="dashboard.plan.card.laterDay" />
              </MutedText>
            ) : (
              <>
                <Button
                  $size="sm"
                  disabled={busy}
                  onClick={() => onStatusChange('completed')}
                  aria-label={intl.formatMessage({ id: 'dashboard.plan.card.markDoneOf' }, { title: activity.title })}
                >
                  <FormattedMessage id="dashboard.plan.card.markDone" />
                </Button>
                <Button
                  $size="sm"
                  $variant="secondary"
                  disabled={busy}
                  onClick={() => onStatusChange('skipped')}
                  aria-label={intl.formatMessage({ id: 'dashboard.plan.card.skipOf' }, { title: activity.title })}
                >
                  <FormattedMessage id="dashboard.plan.card.skip" />
                </Button>
              </>
            )}
          </StyledActions>
        )}
      </div>
    </StyledCard>
  );
}
