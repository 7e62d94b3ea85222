import { GAME_LIMIT_MESSAGES } from '@flourishly/contracts';
import { ButtonLink, Card, getHref, MutedText, useGetChildQuery } from '@flourishly/platform';
import styled from 'styled-components';

const StyledNotice = styled(Card)`
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export interface GameLimitNoticeProps {
  childId: number;
  /** The limit in minutes, when already known (else read from the child's profile). */
  limitMinutes?: number | null;
}

/**
 * Says kindly that today's game time is over (the parent's daily limit) and offers the day's
 * plan instead. Shown by the games list and by game play; the server refuses new sessions too.
 */
export function GameLimitNotice({ childId, limitMinutes }: GameLimitNoticeProps) {
  const child = useGetChildQuery(childId);
  const name = child.data?.name ?? 'Your child';
  const limit = limitMinutes ?? child.data?.dailyGameLimitMinutes ?? null;
  return (
    <StyledNotice aria-labelledby="game-limit-heading" data-testid="game-limit">
      <h2 id="game-limit-heading">That&apos;s all the game time for today</h2>
      <p>
        {limit === null
          ? `${name} has reached today\u2019s game time. Games will be ready again tomorrow. How about something from today\u2019s plan instead?`
          : GAME_LIMIT_MESSAGES.reached(name, limit)}
      </p>
      <MutedText>{GAME_LIMIT_MESSAGES.guidance}</MutedText>
      <ButtonLink to={getHref.child(childId)}>See today&apos;s plan</ButtonLink>
    </StyledNotice>
  );
}
