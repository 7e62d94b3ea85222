import { useEffect, type RefObject } from 'react';
import { GAME_MESSAGES, gameFeedback, gamePercent } from '@flourishly/contracts';
import { Button, ButtonLink, Card, MutedText } from '@flourishly/platform';
import { StyledActions, StyledScore } from './game-play.styles';
import type { SaveState } from './useGameSession';

export interface GameCompleteProps {
  score: number;
  correctCount: number;
  total: number;
  saveState: SaveState;
  saveAttempts: number;
  profileHref: string;
  onRetry: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  retryRef: RefObject<HTMLButtonElement | null>;
}

const SAVE_TEXT: Record<SaveState, string> = {
  idle: GAME_MESSAGES.savingResult,
  saving: GAME_MESSAGES.savingResult,
  saved: GAME_MESSAGES.resultSaved,
  failed: GAME_MESSAGES.resultSaveFailed,
};

/**
 * The completion card: score, count and percent correct, the feedback by percent and the saving
 * status (a live region). Finishing removes the focused button, so focus moves to its heading.
 * 'Try again' shows once saving failed and stays (inactive) while a retry runs, so focus stays on it.
 */
export function GameComplete({
  score,
  correctCount,
  total,
  saveState,
  saveAttempts,
  profileHref,
  onRetry,
  headingRef,
  retryRef,
}: GameCompleteProps) {
  useEffect(() => {
    headingRef.current?.focus();
  }, [headingRef]);
  const percent = gamePercent(correctCount, total);
  const showRetry = saveState === 'failed' || (saveState === 'saving' && saveAttempts > 1);
  return (
    <Card aria-labelledby="game-complete-heading">
      <h2 id="game-complete-heading" tabIndex={-1} ref={headingRef}>
        {GAME_MESSAGES.completeHeading}
      </h2>
      <StyledScore>Score: {score}</StyledScore>
      <p>
        {correctCount} of {total} correct ({percent}%)
      </p>
      <p>{gameFeedback(percent)}</p>
      <MutedText role="status">{SAVE_TEXT[saveState]}</MutedText>
      <StyledActions>
        <ButtonLink to={profileHref} $variant="secondary">
          {GAME_MESSAGES.backToProfile}
        </ButtonLink>
        {showRetry ? (
          <Button ref={retryRef} aria-disabled={saveState === 'saving'} onClick={onRetry}>
            {GAME_MESSAGES.tryAgain}
          </Button>
        ) : null}
      </StyledActions>
    </Card>
  );
}
