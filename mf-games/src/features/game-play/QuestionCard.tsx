import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { GameQuestion } from '@flourishly/contracts';
import { Button, Card, MutedText, PAGE_CONTENT, VisuallyHidden } from '@flourishly/platform';
import { StyledActions, StyledScore, StyledTopBar } from './game-play.styles';
import { AUTO_READ_BELOW_AGE, ReadAloud } from './ReadAloud';
import { GamePictureImage } from '../../shared/pictures/GamePictureImage';
import { WithMessages } from '../../shared/WithMessages';
import { gamePlayMessages } from './messages';

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

const StyledAnswers = styled.div<{ $pictures: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(${({ $pictures }) => ($pictures ? '120px' : '220px')}, 1fr));
`;

/** The pictures a question shows (things to count, a pattern), wrapping on a phone. */
const StyledQuestionPictures = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

/** A word spelled out letter by letter ("p _ g"), kept on one line. */
const StyledWord = styled.span`
  white-space: nowrap;
`;

/** Letters of one word separated by spaces, with its gap: "p _ g", "a p _ l e" (the word games stay English). */
const SPELLED_WORD = /(?<![^\s(])(?:[A-Za-z_] ){2,}[A-Za-z_](?![^\s),.?!])/g;

/** The question's text with each spelled-out word unbreakable (a line never splits "p _ g"). */
function questionText(text: string) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SPELLED_WORD)) {
    parts.push(text.slice(last, match.index), <StyledWord key={match.index}>{match[0]}</StyledWord>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

type AnswerState = 'idle' | 'correct' | 'wrong' | 'dimmed';

const StyledAnswer = styled.button<{ $state: AnswerState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 64px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid
    ${({ theme, $state }) => ($state === 'correct' ? theme.colors.success : $state === 'wrong' ? theme.colors.danger : theme.colors.border)};
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

export interface QuestionCardProps {
  question: GameQuestion;
  /** The game's youngest age: enables reading aloud, automatic for pre-readers. */
  gameMinAge?: number;
  /** 0-based position of the question in the game. */
  index: number;
  total: number;
  /** The chosen answer's index, or null while the question is open. */
  chosen: number | null;
  score: number;
  onChoose: (answerIndex: number) => void;
  onNext: () => void;
  onHint: () => void;
}

/**
 * One question: counter, hint button, progress bar, the question's pictures, the answers (drawn
 * as pictures in games for pre-readers; locked once one is chosen, the right one marked), the feedback and explanation in a status region that stays mounted (so screen
 * readers announce each answer's feedback), the running score and Next/Finish. Each question moves
 * focus to its heading; an answer moves it to Next/Finish so Enter continues. The question and
 * answers come in the parent's language from the server; the rest from game play's catalog.
 */
export function QuestionCard(props: QuestionCardProps) {
  return (
    <WithMessages catalog={gamePlayMessages}>
      <QuestionCardView {...props} />
    </WithMessages>
  );
}

function QuestionCardView({ question, index, total, chosen, score, onChoose, onNext, onHint, gameMinAge }: QuestionCardProps) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (chosen !== null) {
      nextRef.current?.focus();
      return;
    }
    // In the next frame: focusing while the question commits forces a style and layout pass inside
    // the render's task, the page's longest (docs/architecture.md, "Page budgets"). An answer
    // chosen before that frame cancels it, so focus stays on Next.
    const frame = requestAnimationFrame(() => headingRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [index, chosen]);

  const answered = chosen !== null;
  const isCorrect = answered && chosen === question.correctAnswer;
  const isLast = index + 1 >= total;
  const percentDone = Math.round(((index + (answered ? 1 : 0)) / total) * 100);
  // A pre-reader would take a key number beside a tile for an answer ("1 2"): keys still work,
  // and screen readers are told them.
  const preReader = gameMinAge !== undefined && gameMinAge < AUTO_READ_BELOW_AGE;
  const keysText = intl.formatMessage({ id: 'games.play.keys' }, { count: question.answers.length });

  return (
    <Card aria-labelledby="game-question">
      <StyledTopBar>
        <p aria-live="polite" style={{ margin: 0, fontWeight: 600 }}>
          <FormattedMessage id="games.play.counter" values={{ number: index + 1, total }} />
        </p>
        <Button $variant="secondary" onClick={onHint}>
          <FormattedMessage id="games.play.useHint" />
        </Button>
      </StyledTopBar>
      <StyledProgressTrack
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'games.play.progress' })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentDone}
      >
        <StyledProgressFill $percent={percentDone} />
      </StyledProgressTrack>
      <StyledQuestion id="game-question" tabIndex={-1} ref={headingRef} elementtiming={PAGE_CONTENT}>
        {questionText(question.question)}
      </StyledQuestion>
      {question.pictures ? (
        <StyledQuestionPictures aria-label={intl.formatMessage({ id: 'games.play.pictures' })}>
          {question.pictures.map((picture, pictureIndex) => (
            <li key={pictureIndex}>
              <GamePictureImage picture={picture} size={56} />
            </li>
          ))}
        </StyledQuestionPictures>
      ) : null}
      {gameMinAge === undefined ? null : <ReadAloud question={question} questionKey={index} gameMinAge={gameMinAge} />}
      <StyledAnswers
        role="group"
        aria-label={intl.formatMessage({ id: 'games.play.answers' })}
        $pictures={question.answerPictures !== undefined}
      >
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
              aria-keyshortcuts={String(answerIndex + 1)}
              onClick={() => onChoose(answerIndex)}
            >
              {preReader ? null : <StyledKey aria-hidden="true">{answerIndex + 1}</StyledKey>}
              {question.answerPictures ? (
                <GamePictureImage picture={question.answerPictures[answerIndex]} size={72} />
              ) : (
                <span>{answer}</span>
              )}
            </StyledAnswer>
          );
        })}
      </StyledAnswers>
      {/* Mounted for the whole game: only its text changes, so each answer's feedback is announced. */}
      <div role="status">
        {answered ? (
          <StyledFeedback $correct={isCorrect}>
            <p>
              {isCorrect ? (
                <FormattedMessage id="games.play.correct" />
              ) : (
                <FormattedMessage id="games.play.wrong" values={{ answer: question.answers[question.correctAnswer] }} />
              )}
            </p>
            {question.explanation ? <p>{question.explanation}</p> : null}
          </StyledFeedback>
        ) : null}
      </div>
      <StyledActions>
        <StyledScore aria-live="polite">
          <FormattedMessage id="games.play.score" values={{ score }} />
        </StyledScore>
        {answered ? (
          <Button ref={nextRef} $size="lg" onClick={onNext}>
            <FormattedMessage id={isLast ? 'games.play.finishGame' : 'games.play.nextQuestion'} />
          </Button>
        ) : (
          <MutedText style={{ margin: 0 }}>{preReader ? <VisuallyHidden>{keysText}</VisuallyHidden> : keysText}</MutedText>
        )}
      </StyledActions>
    </Card>
  );
}
