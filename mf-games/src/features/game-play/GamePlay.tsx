import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { GAME_START_LEVEL, gameFeedback, gamePercent, gameScore } from '@flourishly/contracts';
import {
  ButtonLink,
  Card,
  getHref,
  isApiError,
  MutedText,
  Page,
  PageContainer,
  PageTitle,
  Spinner,
  useChildAccess,
  useToast,
  ViewOnlyNotice,
} from '@flourishly/platform';
import { useGetGameContentQuery, useGetGameQuery, useGetGameTimeQuery } from '../../api';
import { GameLimitNotice } from '../../shared/GameLimitNotice';
import { DomainBadge, StyledBadge } from '../../shared/Badge';
import { useErrorToast } from '../../shared/useErrorToast';
import { WithMessages } from '../../shared/WithMessages';
import { GameComplete } from './GameComplete';
import { QuestionCard } from './QuestionCard';
import { StyledTopBar } from './game-play.styles';
import { useAnswerKeys } from './useAnswerKeys';
import { useContentParser } from './useContentParser';
import { useGameLevel } from './useGameLevel';
import { useGameSession } from './useGameSession';
import { clearSavedPlay, contentSeedOf, readSavedPlay, writeSavedPlay } from './saved-play';
import { gamePlayMessages } from './messages';

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A drawn arrow beside 'Back', hidden from screen readers: the same in every language. */
const BACK_ARROW = '←';

export interface GamePlayProps {
  gameId: number;
  childId: number;
}

/**
 * Game play (docs/product.md, Games): the level starts at 1 and is replaced by the child's saved
 * progress; a session is created once the game has loaded; each question locks once answered and
 * scores 10 when right; 'Finish Game' shows the completion card and saves the result (see
 * useGameSession), then returns to the child's profile. Keys 1-4 choose an answer; Tab/Enter work
 * throughout. When the parent's daily game limit is reached (known before, or the server's 429 on
 * the new session), the game gives way to a kind notice and today's plan. A viewer, who may not
 * record a session, gets a note instead of the game; no session starts before the role is known.
 * In the parent's language, with game play's catalog.
 */
export function GamePlay(props: GamePlayProps) {
  return (
    <WithMessages catalog={gamePlayMessages}>
      <GamePlayScreen {...props} />
    </WithMessages>
  );
}

function GamePlayScreen({ gameId, childId }: GamePlayProps) {
  const { toast } = useToast();
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const game = useGetGameQuery(gameId);
  // A game under way before a reload resumes at the same question (saved-play.ts).
  const [saved] = useState(() => readSavedPlay(childId, gameId));
  const level = useGameLevel(childId, gameId, game.data, saved?.level ?? null);
  const seeded = useGetGameContentQuery(
    { gameId, difficultyLevel: level ?? GAME_START_LEVEL, seed: saved?.seed },
    { skip: level === null || !game.data, refetchOnMountOrArgChange: true },
  );
  // Offline, a game resumed after a reload asks its first read again (the questions without a
  // seed, which the service worker keeps), and plays them when they were drawn with the same seed.
  const offlineResume = saved !== null && seeded.isError && isApiError(seeded.error) && seeded.error.status === 'FETCH_ERROR';
  const firstRead = useGetGameContentQuery(
    { gameId, difficultyLevel: level ?? GAME_START_LEVEL },
    { skip: !offlineResume || level === null },
  );
  const content = offlineResume && firstRead.data !== undefined && contentSeedOf(firstRead.data) === saved.seed ? firstRead : seeded;
  const access = useChildAccess(childId);
  const viewer = access.role === 'viewer';
  // The parser (and zod with it) loads once the game is known, while the content and the role
  // are fetched: not after the role, which would put the children list's round trip before it.
  // Only a known viewer, who gets a note instead of the game, never needs it.
  const parser = useContentParser(Boolean(game.data) && !viewer);
  const parse = parser.parse;
  const playable = useMemo(() => (content.data && parse ? parse(content.data) : null), [content.data, parse]);
  const gameMissing = game.isError && isApiError(game.error) && (game.error.status === 404 || game.error.status === 400);
  useErrorToast(game.isError && !gameMissing, text('games.play.fetchGame'));
  // Not while the first read is still being asked for an offline resume.
  useErrorToast(content.isError && !(offlineResume && !firstRead.isSuccess && !firstRead.isError), text('games.play.fetchContent'));

  const completeHeading = useRef<HTMLHeadingElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const gameTime = useGetGameTimeQuery(childId);
  const session = useGameSession({
    childId,
    gameId,
    level,
    ready: Boolean(game.data && playable) && !access.loading,
    blocked: Boolean(gameTime.data?.limitReached) || viewer,
    resume: saved,
    // 'Try again' disappears once saved: keep focus on the card.
    onSaved: () => {
      if (retryButton.current && document.activeElement === retryButton.current) completeHeading.current?.focus();
    },
  });

  const [index, setIndex] = useState(saved?.index ?? 0);
  const [chosen, setChosen] = useState<number | null>(saved?.chosen ?? null);
  const [correctCount, setCorrectCount] = useState(saved?.correctCount ?? 0);
  const [finished, setFinished] = useState(false);
  const question = playable?.questions[index];
  const total = playable?.questions.length ?? 0;
  const score = gameScore(correctCount);

  const seed = saved?.seed ?? contentSeedOf(content.data);
  const { sessionId, startedAt } = session;
  useEffect(() => {
    if (!question || level === null || seed === undefined || finished) return;
    writeSavedPlay(childId, gameId, { level, seed, index, chosen, correctCount, sessionId, startedAt });
  }, [childId, gameId, question, level, seed, index, chosen, correctCount, sessionId, startedAt, finished]);

  const choose = useCallback(
    (answerIndex: number) => {
      if (!question || chosen !== null || answerIndex >= question.answers.length) return;
      setChosen(answerIndex);
      if (answerIndex === question.correctAnswer) setCorrectCount((count) => count + 1);
    },
    [question, chosen],
  );
  useAnswerKeys(choose, !finished);

  const next = () => {
    if (index + 1 < total) {
      setIndex(index + 1);
      setChosen(null);
      return;
    }
    setFinished(true);
    clearSavedPlay(childId, gameId);
    void session.save({
      score,
      correctAnswers: correctCount,
      totalQuestions: total,
      feedback: gameFeedback(gamePercent(correctCount, total)),
      duration: session.secondsPlayed(),
    });
  };

  const showHint = () => {
    const hint = playable?.hints[index];
    if (hint) toast({ title: text('games.play.hintTitle'), description: hint });
    else toast({ title: text('games.play.noHintTitle'), description: text('games.play.noHintDescription') });
  };

  const profileHref = getHref.child(childId, '/child-profiles');
  if (gameMissing) {
    return (
      <Page title={text('games.play.notFound')}>
        <ButtonLink to="/">
          <FormattedMessage id="games.play.goHome" />
        </ButtonLink>
      </Page>
    );
  }
  if (viewer) {
    const name = access.name ?? text('games.play.thisChild');
    return (
      <ViewOnlyNotice
        title={game.data?.title ?? text('games.play.gamesTitle')}
        childId={childId}
        childName={name}
        message={intl.formatMessage({ id: 'games.play.viewOnly' }, { name })}
      />
    );
  }
  // Today's game time is over: known before the game starts, or refused by the server (429).
  // A game already under way may finish (its result is saved as usual).
  if ((session.limitReached || (gameTime.data?.limitReached && !session.started)) && !finished) {
    return (
      <Page title={game.data?.title ?? text('games.play.gamesTitle')}>
        <GameLimitNotice childId={childId} limitMinutes={gameTime.data?.limitMinutes} />
      </Page>
    );
  }
  if (game.isError || content.isError || parser.failed || (content.isSuccess && parse && (!playable || !question))) {
    return (
      <PageContainer>
        <Card role="alert">
          <MutedText>
            <FormattedMessage id="games.play.loadProblem" />
          </MutedText>
          <ButtonLink to={profileHref}>
            <FormattedMessage id="games.play.backToProfile" />
          </ButtonLink>
        </Card>
      </PageContainer>
    );
  }
  // The title waits for the role too: a viewer gets the note above instead of the game.
  if (!game.data || access.loading) {
    return <Spinner label={text('games.play.loading')} fullPage />;
  }

  return (
    <PageContainer>
      <StyledTopBar>
        <ButtonLink to={getHref.childGames(childId)} $variant="ghost">
          <span aria-hidden="true">{BACK_ARROW}</span> <FormattedMessage id="games.play.back" />
        </ButtonLink>
        <StyledMeta>
          <DomainBadge domain={game.data.domain} />
          {level !== null && (
            <StyledBadge>
              <FormattedMessage id="games.play.level" values={{ level }} />
            </StyledBadge>
          )}
        </StyledMeta>
      </StyledTopBar>
      <PageTitle>{game.data.title}</PageTitle>
      {!playable || !question || level === null ? (
        // The question card's place, held while the level, content and parser arrive.
        <Spinner label={text('games.play.loading')} fullPage />
      ) : finished ? (
        <GameComplete
          score={score}
          correctCount={correctCount}
          total={total}
          saveState={session.saveState}
          saveAttempts={session.saveAttempts}
          profileHref={profileHref}
          onRetry={() => void session.save()}
          headingRef={completeHeading}
          retryRef={retryButton}
        />
      ) : (
        <QuestionCard
          question={question}
          gameMinAge={game.data.minAge}
          index={index}
          total={total}
          chosen={chosen}
          score={score}
          onChoose={choose}
          onNext={next}
          onHint={showHint}
        />
      )}
    </PageContainer>
  );
}
