import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  GAME_COMPLETION_REDIRECT_MS,
  GAME_MESSAGES,
  GAME_START_LEVEL,
  gameCompletedDescription,
  gameScore,
  gameFeedback,
  gamePercent,
  parseGameContent,
  questionCounter,
  wrongAnswerMessage,
  type CompleteGameSessionInput,
} from '@flourishly/contracts';
import {
  Button,
  ButtonLink,
  Card,
  getHref,
  isApiError,
  MutedText,
  PageContainer,
  PageTitle,
  Spinner,
  useToast,
} from '@flourishly/platform';
import {
  useCompleteGameSessionMutation,
  useCreateGameSessionMutation,
  useGetGameContentQuery,
  useGetGameProgressQuery,
  useGetGameQuery,
  useGetGameTimeQuery,
} from '../../api';
import { GameLimitNotice } from '../../shared/GameLimitNotice';
import { DomainBadge, StyledBadge } from '../../shared/Badge';
import { useErrorToast } from '../../shared/useErrorToast';

const StyledTopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledProgressTrack = styled.div`
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  overflow: hidden;
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
`;

const StyledProgressFill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 200ms ease;
`;

const StyledQuestion = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.4;
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const StyledAnswers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

type AnswerState = 'idle' | 'correct' | 'wrong' | 'dimmed';

const StyledAnswer = styled.button<{ $state: AnswerState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 64px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid
    ${({ theme, $state }) =>
      $state === 'correct' ? theme.colors.success : $state === 'wrong' ? theme.colors.danger : theme.colors.border};
  background: ${({ theme, $state }) =>
    $state === 'correct' ? theme.colors.successSoft : $state === 'wrong' ? theme.colors.dangerSoft : theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: left;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: default;
  }
`;

const StyledKey = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: 700;
`;

const StyledFeedback = styled.div<{ $correct: boolean }>`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $correct }) => ($correct ? theme.colors.successSoft : theme.colors.dangerSoft)};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p:first-child {
    font-weight: 700;
    color: ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.danger)};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const StyledScore = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export interface GamePlayProps {
  gameId: number;
  childId: number;
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Game play (spec sections 2, 4, 8, 9): the level starts at 1 and is replaced by the child's
 * saved progress; a session is created once the game has loaded; each question locks once
 * answered, scores 10 when right and shows the feedback and explanation in a status region that
 * stays mounted (so screen readers announce it); 'Finish Game' moves focus to the completion
 * heading and saves the result (waiting for the session if it is still being created, creating
 * it again if that failed), shows the feedback by percent and a success toast, and returns to the
 * child's profile after 2 seconds. When saving fails, 'Try again' re-sends the same result.
 * Keys 1-4 choose an answer; Tab/Enter work throughout. When the parent's daily game limit is
 * reached (known before, or the server's 429 on the new session), the game gives way to a kind
 * notice and today's plan.
 */
export function GamePlay({ gameId, childId }: GamePlayProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const game = useGetGameQuery(gameId);
  const progress = useGetGameProgressQuery({ childId, gameId });
  const [level, setLevel] = useState<number | null>(null);

  // The level is fixed once, when progress is known (404 = none: start level).
  useEffect(() => {
    if (level !== null || progress.isLoading) return;
    if (progress.data) setLevel(Math.max(GAME_START_LEVEL, progress.data.currentLevel));
    else if (progress.isError) {
      if (!(isApiError(progress.error) && progress.error.status === 404)) {
        toast({ title: GAME_MESSAGES.errorTitle, description: GAME_MESSAGES.fetchProgress, variant: 'destructive' });
      }
      setLevel(GAME_START_LEVEL);
    }
  }, [level, progress.isLoading, progress.data, progress.isError, progress.error, toast]);

  const content = useGetGameContentQuery(
    { gameId, difficultyLevel: level ?? GAME_START_LEVEL },
    { skip: level === null || !game.data, refetchOnMountOrArgChange: true },
  );
  const playable = useMemo(() => (content.data ? parseGameContent(content.data) : null), [content.data]);
  const gameMissing = game.isError && isApiError(game.error) && (game.error.status === 404 || game.error.status === 400);
  useErrorToast(game.isError && !gameMissing, GAME_MESSAGES.fetchGame);
  useErrorToast(content.isError, GAME_MESSAGES.fetchContent);

  const gameTime = useGetGameTimeQuery(childId);
  const [limitReached, setLimitReached] = useState(false);
  const [createSession] = useCreateGameSessionMutation();
  const [completeSession] = useCompleteGameSessionMutation();
  /** The latest session request: pending, resolved with the id, or rejected. */
  const sessionRequest = useRef<Promise<number> | null>(null);
  const startedAt = useRef(new Date());

  const requestSession = useCallback(
    (difficultyLevel: number) => {
      const request = createSession({
        childId,
        gameId,
        difficultyLevel,
        startedAt: startedAt.current.toISOString(),
        duration: 0,
        score: 0,
      })
        .unwrap()
        .then((created) => created.id);
      sessionRequest.current = request;
      return request;
    },
    [childId, gameId, createSession],
  );

  // A session is created once, when the game and its questions have loaded (spec section 4).
  useEffect(() => {
    if (sessionRequest.current || !game.data || !playable || level === null || gameTime.data?.limitReached) return;
    startedAt.current = new Date();
    requestSession(level).catch((error: unknown) => {
      if (isApiError(error) && error.status === 429) {
        setLimitReached(true);
        return;
      }
      toast({ title: GAME_MESSAGES.errorTitle, description: GAME_MESSAGES.sessionCreateFailed, variant: 'destructive' });
    });
  }, [game.data, playable, level, requestSession, toast, gameTime.data?.limitReached]);

  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const [correctCount, setCorrectCount] = useState(0);
  const [finished, setFinished] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveAttempts, setSaveAttempts] = useState(0);
  const result = useRef<CompleteGameSessionInput | null>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const completeHeading = useRef<HTMLHeadingElement>(null);

  const question = playable?.questions[index];
  const total = playable?.questions.length ?? 0;
  const score = gameScore(correctCount);

  const choose = useCallback(
    (answerIndex: number) => {
      if (!question || chosen !== null || answerIndex >= question.answers.length) return;
      setChosen(answerIndex);
      if (answerIndex === question.correctAnswer) setCorrectCount((count) => count + 1);
    },
    [question, chosen],
  );

  // Keys 1-4 choose an answer while the question is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || finished) return;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      const digit = Number(event.key);
      if (Number.isInteger(digit) && digit >= 1 && digit <= 4) choose(digit - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [choose, finished]);

  // After an answer, focus moves to Next/Finish so Enter continues.
  useEffect(() => {
    if (chosen !== null) nextButton.current?.focus();
  }, [chosen]);

  // Finish removes the focused button: focus goes to the completion heading.
  useEffect(() => {
    if (finished) completeHeading.current?.focus();
  }, [finished]);

  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (redirectTimer.current) clearTimeout(redirectTimer.current);
  }, []);

  /** The session's id: the pending or finished request, or a new one when it failed. */
  const sessionForSave = async (difficultyLevel: number) => {
    const pending = sessionRequest.current;
    if (pending) {
      try {
        return await pending;
      } catch {
        // Creating it failed earlier: try once more below.
      }
    }
    return requestSession(difficultyLevel);
  };

  const save = async () => {
    const sent = result.current;
    if (!sent || level === null || saveState === 'saving' || saveState === 'saved') return;
    setSaveState('saving');
    setSaveAttempts((attempts) => attempts + 1);
    try {
      const sessionId = await sessionForSave(level);
      await completeSession({ sessionId, childId, result: sent })
        .unwrap()
        .catch((error: unknown) => {
          // 409: an earlier attempt completed it (its answer was lost), so the result is saved.
          if (!(isApiError(error) && error.status === 409)) throw error;
        });
    } catch {
      setSaveState('failed');
      toast({ title: GAME_MESSAGES.errorTitle, description: GAME_MESSAGES.resultSaveFailed, variant: 'destructive' });
      return;
    }
    // 'Try again' disappears once saved: keep focus on the card.
    if (retryButton.current && document.activeElement === retryButton.current) completeHeading.current?.focus();
    setSaveState('saved');
    toast({ title: GAME_MESSAGES.completedTitle, description: gameCompletedDescription(sent.score, sent.correctAnswers, sent.totalQuestions) });
    redirectTimer.current = setTimeout(() => navigate(getHref.child(childId, '/child-profiles')), GAME_COMPLETION_REDIRECT_MS);
  };

  const finish = () => {
    const percent = gamePercent(correctCount, total);
    result.current = {
      score,
      correctAnswers: correctCount,
      totalQuestions: total,
      feedback: gameFeedback(percent),
      duration: Math.round((Date.now() - startedAt.current.getTime()) / 1000),
    };
    setFinished(true);
    void save();
  };

  const next = () => {
    if (index + 1 >= total) {
      finish();
      return;
    }
    setIndex(index + 1);
    setChosen(null);
    questionHeading.current?.focus();
  };

  const showHint = () => {
    const hint = playable?.hints[index];
    if (hint) toast({ title: GAME_MESSAGES.hintTitle, description: hint });
    else toast({ title: GAME_MESSAGES.noHintTitle, description: GAME_MESSAGES.noHintDescription });
  };

  // Questions move focus to their heading; keep it there on first render too.
  useEffect(() => {
    if (playable && index === 0) questionHeading.current?.focus();
  }, [playable, index]);

  const profileHref = getHref.child(childId, '/child-profiles');

  if (gameMissing) {
    return (
      <PageContainer>
        <PageTitle>{GAME_MESSAGES.notFound}</PageTitle>
        <ButtonLink to="/">{GAME_MESSAGES.goHome}</ButtonLink>
      </PageContainer>
    );
  }
  // Today's game time is over: known before the game starts, or refused by the server (429).
  // A game already under way may finish (its result is saved as usual).
  if ((limitReached || (gameTime.data?.limitReached && !sessionRequest.current)) && !finished) {
    return (
      <PageContainer>
        <PageTitle>{game.data?.title ?? 'Games'}</PageTitle>
        <GameLimitNotice childId={childId} limitMinutes={gameTime.data?.limitMinutes} />
      </PageContainer>
    );
  }
  const loadProblem = game.isError || content.isError || (content.isSuccess && (!playable || !question));
  if (loadProblem) {
    return (
      <PageContainer>
        <Card role="alert">
          <MutedText>{GAME_MESSAGES.loadProblem}</MutedText>
          <ButtonLink to={profileHref}>{GAME_MESSAGES.backToProfile}</ButtonLink>
        </Card>
      </PageContainer>
    );
  }
  if (!game.data || !playable || !question || level === null) {
    return <Spinner label="Loading game" fullPage />;
  }

  const answered = chosen !== null;
  const isCorrect = answered && chosen === question.correctAnswer;
  const isLast = index + 1 >= total;
  const answeredCount = index + (answered ? 1 : 0);
  const percentDone = Math.round((answeredCount / total) * 100);
  const saveText = {
    idle: GAME_MESSAGES.savingResult,
    saving: GAME_MESSAGES.savingResult,
    saved: GAME_MESSAGES.resultSaved,
    failed: GAME_MESSAGES.resultSaveFailed,
  }[saveState];
  // Shown once saving failed, and kept (inactive) while a retry runs so focus stays on it.
  const showRetry = saveState === 'failed' || (saveState === 'saving' && saveAttempts > 1);

  return (
    <PageContainer>
      <StyledTopBar>
        <ButtonLink to={getHref.childGames(childId)} $variant="ghost">
          <span aria-hidden="true">←</span> Back
        </ButtonLink>
        <StyledMeta>
          <DomainBadge domain={game.data.domain} />
          <StyledBadge>Level {level}</StyledBadge>
        </StyledMeta>
      </StyledTopBar>
      <PageTitle>{game.data.title}</PageTitle>
      {finished ? (
        <Card aria-labelledby="game-complete-heading">
          <h2 id="game-complete-heading" tabIndex={-1} ref={completeHeading}>
            {GAME_MESSAGES.completeHeading}
          </h2>
          <StyledScore>Score: {score}</StyledScore>
          <p>
            {correctCount} of {total} correct ({gamePercent(correctCount, total)}%)
          </p>
          <p>{gameFeedback(gamePercent(correctCount, total))}</p>
          <MutedText role="status">{saveText}</MutedText>
          <StyledActions>
            <ButtonLink to={profileHref} $variant="secondary">
              {GAME_MESSAGES.backToProfile}
            </ButtonLink>
            {showRetry ? (
              <Button ref={retryButton} aria-disabled={saveState === 'saving'} onClick={() => void save()}>
                {GAME_MESSAGES.tryAgain}
              </Button>
            ) : null}
          </StyledActions>
        </Card>
      ) : (
        <Card aria-labelledby="game-question">
          <StyledTopBar>
            <p aria-live="polite" style={{ margin: 0, fontWeight: 600 }}>
              {questionCounter(index + 1, total)}
            </p>
            <Button $variant="secondary" onClick={showHint}>
              {GAME_MESSAGES.useHint}
            </Button>
          </StyledTopBar>
          <StyledProgressTrack
            role="progressbar"
            aria-label="Game progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percentDone}
          >
            <StyledProgressFill $percent={percentDone} />
          </StyledProgressTrack>
          <StyledQuestion id="game-question" tabIndex={-1} ref={questionHeading}>
            {question.question}
          </StyledQuestion>
          <StyledAnswers role="group" aria-label="Answers">
            {question.answers.map((answer, answerIndex) => {
              let state: AnswerState = 'idle';
              if (answered) {
                if (answerIndex === question.correctAnswer) state = 'correct';
                else if (answerIndex === chosen) state = 'wrong';
                else state = 'dimmed';
              }
              return (
                <StyledAnswer
                  key={`${index}-${answerIndex}`}
                  type="button"
                  $state={state}
                  disabled={answered}
                  aria-pressed={answerIndex === chosen}
                  onClick={() => choose(answerIndex)}
                >
                  <StyledKey aria-hidden="true">{answerIndex + 1}</StyledKey>
                  <span>{answer}</span>
                </StyledAnswer>
              );
            })}
          </StyledAnswers>
          {/* Mounted for the whole game: only its text changes, so each answer's feedback is announced. */}
          <div role="status">
            {answered ? (
              <StyledFeedback $correct={isCorrect}>
                <p>{isCorrect ? GAME_MESSAGES.correct : wrongAnswerMessage(question.answers[question.correctAnswer])}</p>
                {question.explanation ? <p>{question.explanation}</p> : null}
              </StyledFeedback>
            ) : null}
          </div>
          <StyledActions>
            <StyledScore aria-live="polite">Score: {score}</StyledScore>
            {answered ? (
              <Button ref={nextButton} $size="lg" onClick={next}>
                {isLast ? GAME_MESSAGES.finishGame : GAME_MESSAGES.nextQuestion}
              </Button>
            ) : (
              <MutedText style={{ margin: 0 }}>Choose an answer (keys 1-{question.answers.length}).</MutedText>
            )}
          </StyledActions>
        </Card>
      )}
    </PageContainer>
  );
}
