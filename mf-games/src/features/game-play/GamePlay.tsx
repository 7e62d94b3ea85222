import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  GAME_COMPLETION_REDIRECT_MS,
  GAME_MESSAGES,
  GAME_START_LEVEL,
  POINTS_PER_CORRECT_ANSWER,
  gameCompletedDescription,
  gameFeedback,
  gamePercent,
  parseGameContent,
  questionCounter,
  wrongAnswerMessage,
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
} from '../../api';
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

/**
 * Game play (spec sections 2, 4, 8, 9): the level starts at 1 and is replaced by the child's
 * saved progress; a session is created once the game has loaded; each question locks once
 * answered, scores 10 when right and shows the feedback and explanation; 'Finish Game' saves
 * the result, shows the feedback by percent and a success toast, and returns to the child's
 * profile after 2 seconds. Keys 1-4 choose an answer; Tab/Enter work throughout.
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

  const [createSession] = useCreateGameSessionMutation();
  const [completeSession, completion] = useCompleteGameSessionMutation();
  const [sessionId, setSessionId] = useState<number | null>(null);
  const sessionRequested = useRef(false);
  const startedAt = useRef(new Date());

  // A session is created once, when the game and its questions have loaded (spec section 4).
  useEffect(() => {
    if (sessionRequested.current || !game.data || !playable || level === null) return;
    sessionRequested.current = true;
    startedAt.current = new Date();
    createSession({ childId, gameId, difficultyLevel: level, startedAt: startedAt.current.toISOString(), duration: 0, score: 0 })
      .unwrap()
      .then((created) => setSessionId(created.id))
      .catch(() => toast({ title: GAME_MESSAGES.errorTitle, description: GAME_MESSAGES.sessionCreateFailed, variant: 'destructive' }));
  }, [game.data, playable, level, childId, gameId, createSession, toast]);

  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const [correctCount, setCorrectCount] = useState(0);
  const [finished, setFinished] = useState(false);
  const nextButton = useRef<HTMLButtonElement>(null);
  const questionHeading = useRef<HTMLHeadingElement>(null);

  const question = playable?.questions[index];
  const total = playable?.questions.length ?? 0;
  const score = correctCount * POINTS_PER_CORRECT_ANSWER;

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

  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (redirectTimer.current) clearTimeout(redirectTimer.current);
  }, []);

  const finish = async () => {
    const percent = gamePercent(correctCount, total);
    setFinished(true);
    if (sessionId === null) {
      toast({ title: GAME_MESSAGES.errorTitle, description: GAME_MESSAGES.resultSaveFailed, variant: 'destructive' });
      return;
    }
    try {
      await completeSession({
        sessionId,
        childId,
        result: {
          score,
          correctAnswers: correctCount,
          totalQuestions: total,
          feedback: gameFeedback(percent),
          duration: Math.round((Date.now() - startedAt.current.getTime()) / 1000),
        },
      }).unwrap();
      toast({ title: GAME_MESSAGES.completedTitle, description: gameCompletedDescription(score, correctCount, total) });
      redirectTimer.current = setTimeout(() => navigate(getHref.child(childId, '/child-profiles')), GAME_COMPLETION_REDIRECT_MS);
    } catch {
      toast({ title: GAME_MESSAGES.errorTitle, description: GAME_MESSAGES.resultSaveFailed, variant: 'destructive' });
    }
  };

  const next = () => {
    if (index + 1 >= total) {
      void finish();
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

  return (
    <PageContainer>
      <StyledTopBar>
        <ButtonLink to={getHref.childGames(childId)} $variant="ghost">
          ← Back
        </ButtonLink>
        <StyledMeta>
          <DomainBadge domain={game.data.domain} />
          <StyledBadge aria-label={`Level ${level}`}>Level {level}</StyledBadge>
        </StyledMeta>
      </StyledTopBar>
      <PageTitle>{game.data.title}</PageTitle>
      {finished ? (
        <Card aria-labelledby="game-complete-heading">
          <h2 id="game-complete-heading">Game Complete!</h2>
          <StyledScore>Score: {score}</StyledScore>
          <p>
            {correctCount} of {total} correct ({gamePercent(correctCount, total)}%)
          </p>
          <p role="status">{gameFeedback(gamePercent(correctCount, total))}</p>
          <StyledActions>
            <ButtonLink to={profileHref} $variant="secondary">
              {GAME_MESSAGES.backToProfile}
            </ButtonLink>
            {completion.isError || sessionId === null ? (
              <MutedText>{GAME_MESSAGES.resultSaveFailed}</MutedText>
            ) : (
              <MutedText>{completion.isSuccess ? 'Returning to the profile…' : 'Saving your result…'}</MutedText>
            )}
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
          {answered ? (
            <StyledFeedback $correct={isCorrect} role="status">
              <p>{isCorrect ? GAME_MESSAGES.correct : wrongAnswerMessage(question.answers[question.correctAnswer])}</p>
              {question.explanation ? <p>{question.explanation}</p> : null}
            </StyledFeedback>
          ) : null}
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
