import { useDeferredValue } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { developmentalAgeInYears, YOUNGEST_GAME_AGE } from '@flourishly/contracts';
import {
  ButtonLink,
  Card,
  CardHeader,
  getHref,
  ListGrid,
  MutedText,
  Spinner,
  useChildReadOnly,
  useGetChildQuery,
} from '@flourishly/platform';
import { useGetGameRecommendationsQuery } from '../../api';
import { DomainBadge } from '../../shared/Badge';
import { WithMessages } from '../../shared/WithMessages';
import { gamesCardMessages } from './messages';

/** How many recommended games the dashboard card shows. */
export const GAMES_CARD_LIMIT = 3;

const StyledItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  > div {
    min-width: 0;
  }
  /* The body may break any word (platform GlobalStyle): the Play link keeps its word whole and the texts take the squeeze. */
  > a {
    flex-shrink: 0;
    white-space: nowrap;
  }
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface GamesCardProps {
  childId: number;
}

/**
 * The Games block of the child dashboard (docs/product.md): a few recommended games with their
 * reasons and 'Play' (not for a viewer), and 'View All' to /child-profiles/{childId}/games. Both links use the
 * default button size, 44px high at least (touch targets). A child younger than every game is told
 * when games start, not sent to explore games that do not fit. In the parent's language.
 */
export function GamesCard(props: GamesCardProps) {
  return (
    <WithMessages catalog={gamesCardMessages}>
      <GamesCardView {...props} />
    </WithMessages>
  );
}

function GamesCardView({ childId }: GamesCardProps) {
  const intl = useIntl();
  // Deferred: the cards render in a transition, in slices, not in one long task on arrival.
  const recommendations = useDeferredValue(useGetGameRecommendationsQuery(childId));
  const readOnly = useChildReadOnly(childId);
  // The child page has loaded the child already: this reads the cache, no request.
  const child = useGetChildQuery(childId);
  const age = child.data ? developmentalAgeInYears(child.data) : null;
  const tooYoung = age !== null && age < YOUNGEST_GAME_AGE;
  const headingId = `games-card-heading-${childId}`;
  let body;
  if (recommendations.isLoading) body = <Spinner label={intl.formatMessage({ id: 'games.card.loading' })} />;
  else if (recommendations.isError)
    body = (
      <MutedText role="alert">
        <FormattedMessage id="games.card.error" />
      </MutedText>
    );
  else if (!recommendations.data?.length && tooYoung) {
    // A baby: no game fits yet, and "explore all games" would lead to none.
    body = (
      <MutedText>
        <FormattedMessage id="games.card.noGamesForAge" values={{ age: YOUNGEST_GAME_AGE }} />
      </MutedText>
    );
  } else if (!recommendations.data?.length) {
    body = (
      <MutedText>
        <FormattedMessage id="games.card.recommendedEmpty" />
      </MutedText>
    );
  } else {
    body = (
      <ListGrid>
        {recommendations.data.slice(0, GAMES_CARD_LIMIT).map(({ game, recommendationReason }) => (
          <StyledItem key={game.id}>
            <div>
              <StyledTitleRow>
                <h3>{game.title}</h3>
                <DomainBadge domain={game.domain} />
              </StyledTitleRow>
              <p>{recommendationReason}</p>
            </div>
            {readOnly ? null : (
              <ButtonLink
                to={getHref.gamePlay(game.id, childId)}
                $variant="secondary"
                aria-label={intl.formatMessage({ id: 'games.card.playLabel' }, { title: game.title })}
              >
                <FormattedMessage id="games.card.play" />
              </ButtonLink>
            )}
          </StyledItem>
        ))}
      </ListGrid>
    );
  }
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId}>
          <FormattedMessage id="games.card.heading" />
        </h2>
        <ButtonLink to={getHref.childGames(childId)} $variant="ghost">
          <FormattedMessage id="games.card.viewAll" />
        </ButtonLink>
      </CardHeader>
      {body}
    </Card>
  );
}
