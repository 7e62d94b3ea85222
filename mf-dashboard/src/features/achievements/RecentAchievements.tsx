import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { MAX_RECENT_ACHIEVEMENTS, type Achievement } from '@flourishly/contracts';
import { Button, Card, CardHeader, errorText, ListGrid, Messages, MutedText, Spinner } from '@flourishly/platform';
import { DomainIcon } from '../../shared/DomainIcon';
import { domainStyle } from '../../shared/domain-style';
import { useGetAchievementsQuery } from './api';
import { awardedAgo } from './awarded-ago';
import { achievementsMessages } from './messages';

export { awardedAgo } from './awarded-ago';

// The dialog (Radix) loads when 'View All' is first pressed, not with the child page
// (docs/architecture.md, "Page budgets").
const Dialog = lazy(async () => ({ default: (await import('@flourishly/platform/dialog')).Dialog }));

const StyledItem = styled.li<{ $color: string }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 2px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledIcon = styled.span<{ $color: string }>`
  flex: none;
  color: ${({ $color }) => $color};
  line-height: 0;
`;

const StyledEmpty = styled.div`
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p:first-child {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

function AchievementItem({ achievement }: { achievement: Achievement }) {
  const intl = useIntl();
  const style = domainStyle(achievement.domainType);
  return (
    <StyledItem $color={style.color} data-testid="achievement">
      <StyledIcon $color={style.color} aria-hidden="true">
        <DomainIcon domainType={achievement.domainType} size={24} />
      </StyledIcon>
      <div>
        <h3>{achievement.title}</h3>
        <p>{achievement.description}</p>
        <p>
          <time dateTime={achievement.awardedAt}>{awardedAgo(achievement.awardedAt, new Date(), intl)}</time>
        </p>
      </div>
    </StyledItem>
  );
}

export interface RecentAchievementsProps {
  childId: number;
}

/** A failed load, with the server's reason when it gave one. */
function LoadFailed({ error }: { error: unknown }) {
  const intl = useIntl();
  return (
    <MutedText role="alert">
      <FormattedMessage
        id="dashboard.achievements.loadFailed"
        values={{ reason: errorText(intl, error, intl.formatMessage({ id: 'dashboard.achievements.tryLater' })) }}
      />
    </MutedText>
  );
}

/**
 * Recent Achievements (docs/product.md): the first 4 in a grid with the relative time since each
 * was awarded, 'View All' opening the full list, and the empty texts (only when the list really
 * is empty: a failed load says so, here and in the full list). In the parent's language, with the
 * block's own catalog; the achievements' names and descriptions come from the API as they are.
 */
export function RecentAchievements(props: RecentAchievementsProps) {
  return (
    <Messages catalog={achievementsMessages}>
      <RecentAchievementsContent {...props} />
    </Messages>
  );
}

function RecentAchievementsContent({ childId }: RecentAchievementsProps) {
  const intl = useIntl();
  // Deferred: the list renders in a transition, in slices, not in one long task on arrival.
  const { data, isLoading, error } = useDeferredValue(useGetAchievementsQuery(childId));
  const [showAll, setShowAll] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const headingId = `achievements-heading-${childId}`;
  const achievements = data ?? [];
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId}>
          <FormattedMessage id="dashboard.achievements.title" />
        </h2>
        <Button
          $size="sm"
          $variant="secondary"
          onClick={() => {
            setDialogLoaded(true);
            setShowAll(true);
          }}
        >
          <FormattedMessage id="dashboard.achievements.viewAll" />
        </Button>
      </CardHeader>
      {isLoading ? (
        <Spinner label={intl.formatMessage({ id: 'dashboard.achievements.loading' })} />
      ) : error ? (
        <LoadFailed error={error} />
      ) : achievements.length === 0 ? (
        <StyledEmpty>
          <p>
            <FormattedMessage id="dashboard.achievements.empty" />
          </p>
          <p>
            <FormattedMessage id="dashboard.achievements.emptyHint" />
          </p>
        </StyledEmpty>
      ) : (
        <ListGrid $gap="md" $min="180px" aria-label={intl.formatMessage({ id: 'dashboard.achievements.recent' })}>
          {achievements.slice(0, MAX_RECENT_ACHIEVEMENTS).map((achievement) => (
            <AchievementItem key={achievement.id} achievement={achievement} />
          ))}
        </ListGrid>
      )}
      {/* Once loaded the dialog stays mounted, so it closes and returns focus as usual. */}
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <Dialog
            open={showAll}
            onOpenChange={setShowAll}
            title={intl.formatMessage({ id: 'dashboard.achievements.allTitle' })}
            description={
              error
                ? intl.formatMessage({ id: 'dashboard.achievements.allFailed' })
                : intl.formatMessage({ id: 'dashboard.achievements.earned' }, { count: achievements.length })
            }
          >
            {error ? (
              <LoadFailed error={error} />
            ) : isLoading ? (
              <Spinner label={intl.formatMessage({ id: 'dashboard.achievements.loading' })} />
            ) : achievements.length === 0 ? (
              <MutedText>
                <FormattedMessage id="dashboard.achievements.empty" />
              </MutedText>
            ) : (
              <ListGrid $gap="md" $min="180px" aria-label={intl.formatMessage({ id: 'dashboard.achievements.all' })}>
                {achievements.map((achievement) => (
                  <AchievementItem key={achievement.id} achievement={achievement} />
                ))}
              </ListGrid>
            )}
          </Dialog>
        </Suspense>
      ) : null}
    </Card>
  );
}
