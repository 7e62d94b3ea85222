import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  GAME_DOMAINS,
  TARGET_AGE_MAX,
  TARGET_AGE_MIN,
  YOUNGEST_GAME_AGE,
  developmentalAgeInYears,
  type Game,
  type GameDomain,
} from '@flourishly/contracts';
import { ButtonLink, getHref, ListGrid, MutedText, Spinner, useGetChildQuery, VisuallyHidden } from '@flourishly/platform';
import { StyledInput, StyledLabel, StyledSelect } from '@flourishly/platform/forms';
import { useGetGameRecommendationsQuery, useGetGamesQuery, useGetGameTimeQuery } from '../../api';
import { DOMAIN_MESSAGES } from '../../shared/Badge';
import { GameLimitNotice } from '../../shared/GameLimitNotice';
import { useErrorToast } from '../../shared/useErrorToast';
import { WithMessages } from '../../shared/WithMessages';
import { GameCard } from './GameCard';
import { filterGames } from './filter-games';
import { gamesListMessages } from './messages';

type Mode = 'all' | 'recommended';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 200px;
    flex: 1;
  }
`;

const StyledSwitch = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  align-self: flex-end;
`;

const StyledSwitchButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const StyledEmpty = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space.xl};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export interface GamesListProps {
  childId: number;
}

/** The list query's maxAge: the child's age (docs/product.md), within the target range 0-12 the API accepts. */
export const gamesMaxAge = (age: number) => Math.min(TARGET_AGE_MAX, Math.max(TARGET_AGE_MIN, age));

/**
 * The Games tab of the child page (docs/product.md): search, domain filter, a recommended / all
 * switch and the game cards, with the spec's empty (when a filter is set; otherwise a note that
 * games start at age 2, with a link to the activities), recommended-empty and error texts. All
 * games come from GET /api/games?domain=&minAge=0&maxAge={child's developmental age in years, at most 12}. A polite
 * status announces the number of games shown (or the empty text) as filters change. Once the
 * parent's daily game limit is reached, the list gives way to a kind notice and today's plan.
 * Games, reasons and labels in the parent's language (the list's catalog, the server's content).
 */
export function GamesList(props: GamesListProps) {
  return (
    <WithMessages catalog={gamesListMessages}>
      <GamesListScreen {...props} />
    </WithMessages>
  );
}

function GamesListScreen({ childId }: GamesListProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const searchId = useId();
  const domainId = useId();
  const [search, setSearch] = useState('');
  const [domain, setDomain] = useState<GameDomain | ''>('');
  const [mode, setMode] = useState<Mode>('all');
  const child = useGetChildQuery(childId);
  // The developmental age, as the recommendations, the plan and the tips use (corrected until 24 months).
  const age = child.data ? developmentalAgeInYears(child.data) : null;
  const games = useGetGamesQuery(
    { domain: '', minAge: TARGET_AGE_MIN, maxAge: gamesMaxAge(age ?? TARGET_AGE_MIN) },
    { skip: mode !== 'all' || age === null },
  );
  const recommendations = useGetGameRecommendationsQuery(childId, { skip: mode !== 'recommended' });
  const gameTime = useGetGameTimeQuery(childId);

  useErrorToast(child.isError, text('games.list.fetchChild'));
  useErrorToast(games.isError, text('games.list.fetchGames'));
  useErrorToast(recommendations.isError, text('games.list.fetchRecommendations'));

  const items = useMemo<{ game: Game; reason?: string }[]>(() => {
    if (mode === 'recommended') {
      return (recommendations.data ?? []).map(({ game, recommendationReason }) => ({ game, reason: recommendationReason }));
    }
    return (games.data ?? []).map((game) => ({ game }));
  }, [mode, games.data, recommendations.data]);
  const visible = filterGames(items, search, domain);

  const active = mode === 'recommended' ? recommendations : games;
  const loading = child.isLoading || active.isLoading || (mode === 'all' && active.isFetching && !games.data);
  const failed = child.isError || active.isError || (mode === 'all' && child.data && age === null);

  // The status region stays mounted and only its text changes, so screen readers announce it;
  // it holds the visible empty texts, or the number of games shown (visually hidden).
  let status = null;
  let body = null;
  if (loading) body = <Spinner label={text('games.list.loading')} />;
  else if (failed)
    body = (
      <StyledError role="alert">
        <FormattedMessage id="games.list.error" />
      </StyledError>
    );
  else if (mode === 'recommended' && items.length === 0) {
    status = (
      <StyledEmpty>
        <MutedText>
          <FormattedMessage id="games.list.recommendedEmpty" />
        </MutedText>
      </StyledEmpty>
    );
  } else if (visible.length === 0 && search.trim() === '' && domain === '') {
    // No filter is set: nothing to adjust, so the spec's "No games found" would mislead. Say why
    // and offer the one next step.
    status = (
      <StyledEmpty>
        <h3>
          <FormattedMessage id="games.list.noGamesForAgeTitle" values={{ age: YOUNGEST_GAME_AGE }} />
        </h3>
        <MutedText>
          <FormattedMessage id="games.list.noGamesForAgeDescription" />
        </MutedText>
        <ButtonLink to={getHref.childTab(childId, 'activities')}>
          <FormattedMessage id="games.list.noGamesForAgeAction" />
        </ButtonLink>
      </StyledEmpty>
    );
  } else if (visible.length === 0) {
    status = (
      <StyledEmpty>
        <h3>
          <FormattedMessage id="games.list.emptyTitle" />
        </h3>
        <MutedText>
          <FormattedMessage id="games.list.emptyDescription" />
        </MutedText>
      </StyledEmpty>
    );
  } else {
    status = (
      <VisuallyHidden>
        <FormattedMessage id="games.list.count" values={{ count: visible.length }} />
      </VisuallyHidden>
    );
    body = (
      <ListGrid
        $gap="md"
        $min="260px"
        aria-label={text(mode === 'recommended' ? 'games.list.recommendedGames' : 'games.list.allGamesList')}
      >
        {visible.map(({ game, reason }) => (
          <GameCard key={game.id} game={game} childId={childId} reason={reason} />
        ))}
      </ListGrid>
    );
  }

  if (gameTime.data?.limitReached) {
    return (
      <StyledSection aria-labelledby={`${searchId}-heading`}>
        <VisuallyHidden as="h2" id={`${searchId}-heading`}>
          <FormattedMessage id="games.list.heading" />
        </VisuallyHidden>
        <GameLimitNotice childId={childId} limitMinutes={gameTime.data.limitMinutes} />
      </StyledSection>
    );
  }
  const minutesLeft = gameTime.data?.remainingMinutes ?? null;

  return (
    <StyledSection aria-labelledby={`${searchId}-heading`}>
      <VisuallyHidden as="h2" id={`${searchId}-heading`}>
        <FormattedMessage id="games.list.heading" />
      </VisuallyHidden>
      {minutesLeft === null ? null : (
        <MutedText>
          <FormattedMessage id="games.list.minutesLeft" values={{ minutes: minutesLeft, limit: gameTime.data?.limitMinutes }} />
        </MutedText>
      )}
      <StyledToolbar>
        <div>
          <StyledLabel htmlFor={searchId}>
            <FormattedMessage id="games.list.search" />
          </StyledLabel>
          <StyledInput
            id={searchId}
            type="search"
            placeholder={text('games.list.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div>
          <StyledLabel htmlFor={domainId}>
            <FormattedMessage id="games.list.domain" />
          </StyledLabel>
          <StyledSelect id={domainId} value={domain} onChange={(event) => setDomain(event.target.value as GameDomain | '')}>
            <option value="">{text('games.list.allDomains')}</option>
            {GAME_DOMAINS.map((value) => (
              <option key={value} value={value}>
                {text(DOMAIN_MESSAGES[value])}
              </option>
            ))}
          </StyledSelect>
        </div>
        <StyledSwitch role="group" aria-label={text('games.list.show')}>
          <StyledSwitchButton type="button" aria-pressed={mode === 'all'} onClick={() => setMode('all')}>
            <FormattedMessage id="games.list.allGames" />
          </StyledSwitchButton>
          <StyledSwitchButton type="button" aria-pressed={mode === 'recommended'} onClick={() => setMode('recommended')}>
            <FormattedMessage id="games.list.recommended" />
          </StyledSwitchButton>
        </StyledSwitch>
      </StyledToolbar>
      <div>
        <div role="status">{status}</div>
        {body}
      </div>
    </StyledSection>
  );
}
