import { useEffect, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { GOOD_JOB_PERCENT, LEVEL_UP_PERCENT, gamePercent } from '@flourishly/contracts';
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
  idle: 'games.play.savingResult',
  saving: 'games.play.savingResult',
  saved: 'games.play.resultSaved',
  failed: 'games.play.resultSaveFailed',
};

/** The completion feedback of docs/product.md for a percent correct (0-100), as gameFeedback words it. */
function feedbackMessage(percent: number): string {
  if (percent >= LEVEL_UP_PERCENT) return 'games.play.feedback.excellent';
  if (percent >= GOOD_JOB_PERCENT) return 'games.play.feedback.good';
  return 'games.play.feedback.keepTrying';
}

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
        <FormattedMessage id="games.play.completeHeading" />
      </h2>
      <StyledScore>
        <FormattedMessage id="games.play.score" values={{ score }} />
      </StyledScore>
      <p>
        <FormattedMessage id="games.play.correctCount" values={{ correct: correctCount, total, percent }} />
      </p>
      <p>
        <FormattedMessage id={feedbackMessage(percent)} />
      </p>
      <MutedText role="status">
        <FormattedMessage id={SAVE_TEXT[saveState]} />
      </MutedText>
      <StyledActions>
        <ButtonLink to={profileHref} $variant="secondary">
          <FormattedMessage id="games.play.backToProfile" />
        </ButtonLink>
        {showRetry ? (
          <Button ref={retryRef} aria-disabled={saveState === 'saving'} onClick={onRetry}>
            <FormattedMessage id="games.play.tryAgain" />
          </Button>
        ) : null}
      </StyledActions>
    </Card>
  );
}
