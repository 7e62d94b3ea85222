import { formatDistance, parseISO } from 'date-fns';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { MAX_RECENT_ACHIEVEMENTS, type Achievement } from '@flourishly/contracts';
import { Button, Card, CardHeader, errorMessage, ListGrid, MutedText, Spinner } from '@flourishly/platform';
import { DomainIcon } from '../../shared/DomainIcon';
import { domainStyle } from '../../shared/domain-style';
import { useGetAchievementsQuery } from './api';

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

/** "5 minutes ago" style relative time of an ISO timestamp. */
export function awardedAgo(awardedAt: string, now: Date = new Date()): string {
  const awarded = parseISO(awardedAt);
  return formatDistance(awarded > now ? now : awarded, now, { addSuffix: true });
}

function AchievementItem({ achievement }: { achievement: Achievement }) {
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
          <time dateTime={achievement.awardedAt}>{awardedAgo(achievement.awardedAt)}</time>
        </p>
      </div>
    </StyledItem>
  );
}

export interface RecentAchievementsProps {
  childId: number;
}

/**
 * Recent Achievements (docs/product.md): the first 4 in a grid with the relative time since each
 * was awarded, 'View All' opening the full list, and the empty texts (only when the list really
 * is empty: a failed load says so, here and in the full list).
 */
export function RecentAchievements({ childId }: RecentAchievementsProps) {
  // Deferred: the list renders in a transition, in slices, not in one long task on arrival.
  const { data, isLoading, error } = useDeferredValue(useGetAchievementsQuery(childId));
  const [showAll, setShowAll] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const headingId = `achievements-heading-${childId}`;
  const achievements = data ?? [];
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId}>Recent Achievements</h2>
        <Button
          $size="sm"
          $variant="secondary"
          onClick={() => {
            setDialogLoaded(true);
            setShowAll(true);
          }}
        >
          View All
        </Button>
      </CardHeader>
      {isLoading ? (
        <Spinner label="Loading achievements" />
      ) : error ? (
        <MutedText role="alert">Could not load achievements. {errorMessage(error, 'Please try again later.')}</MutedText>
      ) : achievements.length === 0 ? (
        <StyledEmpty>
          <p>No achievements yet.</p>
          <p>Complete activities to earn achievements!</p>
        </StyledEmpty>
      ) : (
        <ListGrid $gap="md" $min="180px" aria-label="Recent achievements">
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
            title="All Achievements"
            description={error ? 'The achievements could not be loaded.' : `${achievements.length} earned so far.`}
          >
            {error ? (
              <MutedText role="alert">Could not load achievements. {errorMessage(error, 'Please try again later.')}</MutedText>
            ) : isLoading ? (
              <Spinner label="Loading achievements" />
            ) : achievements.length === 0 ? (
              <MutedText>No achievements yet.</MutedText>
            ) : (
              <ListGrid $gap="md" $min="180px" aria-label="All achievements">
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
