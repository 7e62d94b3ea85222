import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  DOMAIN_LABELS,
  GAME_DOMAINS,
  GAME_MESSAGES,
  TARGET_AGE_MAX,
  TARGET_AGE_MIN,
  developmentalAgeInYears,
  gameCountText,
  type Game,
  type GameDomain,
} from '@flourishly/contracts';
import { ButtonLink, getHref, ListGrid, MutedText, Spinner, useGetChildQuery, VisuallyHidden } from '@flourishly/platform';
import { StyledInput, StyledLabel, StyledSelect } from '@flourishly/platform/forms';
import { useGetGameRecommendationsQuery, useGetGamesQuery, useGetGameTimeQuery } from '../../api';
import { GameLimitNotice } from '../../shared/GameLimitNotice';
import { useErrorToast } from '../../shared/useErrorToast';
import { GameCard } from './GameCard';
import { filterGames } from './filter-games';

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
 */
export function GamesList({ childId }: GamesListProps) {
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

  useErrorToast(child.isError, GAME_MESSAGES.fetchChild);
  useErrorToast(games.isError, GAME_MESSAGES.fetchGames);
  useErrorToast(recommendations.isError, GAME_MESSAGES.fetchRecommendations);

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
  if (loading) body = <Spinner label="Loading games" />;
  else if (failed) body = <StyledError role="alert">{GAME_MESSAGES.listError}</StyledError>;
  else if (mode === 'recommended' && items.length === 0) {
    status = (
      <StyledEmpty>
        <MutedText>{GAME_MESSAGES.recommendedEmpty}</MutedText>
      </StyledEmpty>
    );
  } else if (visible.length === 0 && search.trim() === '' && domain === '') {
    // No filter is set: nothing to adjust, so the spec's "No games found" would mislead. Say why
    // and offer the one next step.
    status = (
      <StyledEmpty>
        <h3>{GAME_MESSAGES.noGamesForAgeTitle}</h3>
        <MutedText>{GAME_MESSAGES.noGamesForAgeDescription}</MutedText>
        <ButtonLink to={getHref.childTab(childId, 'activities')}>{GAME_MESSAGES.noGamesForAgeAction}</ButtonLink>
      </StyledEmpty>
    );
  } else if (visible.length === 0) {
    status = (
      <StyledEmpty>
        <h3>{GAME_MESSAGES.emptyTitle}</h3>
        <MutedText>{GAME_MESSAGES.emptyDescription}</MutedText>
      </StyledEmpty>
    );
  } else {
    status = <VisuallyHidden>{gameCountText(visible.length)}</VisuallyHidden>;
    body = (
      <ListGrid $gap="md" $min="260px" aria-label={mode === 'recommended' ? 'Recommended games' : 'All games'}>
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
          Games
        </VisuallyHidden>
        <GameLimitNotice childId={childId} limitMinutes={gameTime.data.limitMinutes} />
      </StyledSection>
    );
  }
  const minutesLeft = gameTime.data?.remainingMinutes ?? null;

  return (
    <StyledSection aria-labelledby={`${searchId}-heading`}>
      <VisuallyHidden as="h2" id={`${searchId}-heading`}>
        Games
      </VisuallyHidden>
      {minutesLeft === null ? null : (
        <MutedText>
          {minutesLeft} {minutesLeft === 1 ? 'minute' : 'minutes'} of game time left today (the daily limit is {gameTime.data?.limitMinutes}{' '}
          minutes).
        </MutedText>
      )}
      <StyledToolbar>
        <div>
          <StyledLabel htmlFor={searchId}>Search</StyledLabel>
          <StyledInput
            id={searchId}
            type="search"
            placeholder={GAME_MESSAGES.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div>
          <StyledLabel htmlFor={domainId}>Domain</StyledLabel>
          <StyledSelect id={domainId} value={domain} onChange={(event) => setDomain(event.target.value as GameDomain | '')}>
            <option value="">{GAME_MESSAGES.allDomains}</option>
            {GAME_DOMAINS.map((value) => (
              <option key={value} value={value}>
                {DOMAIN_LABELS[value]}
              </option>
            ))}
          </StyledSelect>
        </div>
        <StyledSwitch role="group" aria-label="Show games">
          <StyledSwitchButton type="button" aria-pressed={mode === 'all'} onClick={() => setMode('all')}>
            All games
          </StyledSwitchButton>
          <StyledSwitchButton type="button" aria-pressed={mode === 'recommended'} onClick={() => setMode('recommended')}>
            Recommended
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
