import { isToday, isYesterday } from 'date-fns';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { ChildListItem } from '@flourishly/contracts';
import { ageLineText, ButtonLink, Card, getHref } from '@flourishly/platform';
import { formatPlanDate } from '../../shared/dates';

const StyledCard = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledAvatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 1.5rem;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledTrack = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  overflow: hidden;
`;

const StyledFill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

/**
 * Figures of a card that come from the child's activities. Null means "no data yet": the card
 * says so instead of inventing figures (the spec's seed showed fixed placeholders).
 */
export interface ChildCardFigures {
  /** The last completed activity's title and when it was completed; null when there is none yet. */
  lastActivity: { title: string; at: Date } | null;
  /** Share of today's plan completed, 0-100; null when nothing is planned today. */
  todayProgressPercent: number | null;
  /** Activities planned for today; null when not known. */
  plannedToday: number | null;
}

const StyledShared = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const NO_FIGURES: ChildCardFigures = { lastActivity: null, todayProgressPercent: null, plannedToday: null };

/** "Today (Bake muffins)", "Yesterday (…)" or "March 4 (…)", in the screen's language. */
function lastActivityText(intl: IntlShape, { title, at }: { title: string; at: Date }): string {
  const day = isToday(at)
    ? intl.formatMessage({ id: 'dashboard.home.card.today' })
    : isYesterday(at)
      ? intl.formatMessage({ id: 'dashboard.home.card.yesterday' })
      : formatPlanDate(intl, at, 'monthDay');
  return intl.formatMessage({ id: 'dashboard.home.card.lastActivityOn' }, { day, title });
}

export interface ChildCardProps {
  child: ChildListItem;
  figures?: ChildCardFigures;
  /** The figures could not be loaded: the card says so rather than showing empty figures. */
  figuresUnavailable?: boolean;
}

/**
 * One child on the parent dashboard (docs/product.md): avatar or first letter, name, age in months
 * under 2 years, else in whole years (days / 365.25), or 'Unknown', a small "Shared by {owner}" on a child shared with the
 * parent, activity figures, and 'View Dashboard' to /child/{id}. In the screen's language (this
 * feature's catalog).
 */
export function ChildCard({ child, figures = NO_FIGURES, figuresUnavailable = false }: ChildCardProps) {
  const intl = useIntl();
  const headingId = `child-card-${child.id}`;
  const planned = figures.plannedToday;
  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledIdentity>
        <StyledAvatar aria-hidden="true" data-testid="child-card-avatar">
          {child.avatarUrl ? <img src={child.avatarUrl} alt="" /> : child.name.trim().charAt(0).toUpperCase()}
        </StyledAvatar>
        <div>
          <h2 id={headingId}>{child.name}</h2>
          <p>{ageLineText(intl, child, new Date(), { yearsByDays: true })}</p>
          {child.sharedBy ? (
            <StyledShared>
              <FormattedMessage id="dashboard.home.card.sharedBy" values={{ name: child.sharedBy }} />
            </StyledShared>
          ) : null}
        </div>
      </StyledIdentity>
      {figuresUnavailable ? (
        <p role="alert">
          <FormattedMessage id="dashboard.home.card.figuresFailed" />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage
              id="dashboard.home.card.lastActivity"
              values={{
                activity: figures.lastActivity
                  ? lastActivityText(intl, figures.lastActivity)
                  : intl.formatMessage({ id: 'dashboard.home.card.noActivityYet' }),
              }}
            />
          </p>
          <div>
            <p id={`${headingId}-progress`}>
              <FormattedMessage
                id="dashboard.home.card.progress"
                values={{
                  progress:
                    figures.todayProgressPercent === null
                      ? intl.formatMessage({ id: 'dashboard.home.card.nothingPlanned' })
                      : intl.formatNumber(figures.todayProgressPercent / 100, { style: 'percent' }),
                }}
              />
            </p>
            <StyledTrack
              role="progressbar"
              aria-labelledby={`${headingId}-progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={figures.todayProgressPercent ?? 0}
            >
              <StyledFill $percent={figures.todayProgressPercent ?? 0} />
            </StyledTrack>
          </div>
          <p>
            <FormattedMessage id="dashboard.home.card.plannedToday" values={{ count: planned ?? 0 }} />
          </p>
        </>
      )}
      <ButtonLink
        to={getHref.child(child.id)}
        aria-label={intl.formatMessage({ id: 'dashboard.home.card.viewDashboardFor' }, { name: child.name })}
      >
        <FormattedMessage id="dashboard.home.card.viewDashboard" />
      </ButtonLink>
    </StyledCard>
  );
}
