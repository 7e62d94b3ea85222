import { ButtonLink, Card, getHref, MutedText, useGetChildQuery } from '@flourishly/platform';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const child = useGetChildQuery(childId);
  const name = child.data?.name ?? intl.formatMessage({ id: 'games.limit.yourChild' });
  const limit = limitMinutes ?? child.data?.dailyGameLimitMinutes ?? null;
  return (
    <StyledNotice aria-labelledby="game-limit-heading" data-testid="game-limit">
      <h2 id="game-limit-heading">
        <FormattedMessage id="games.limit.heading" />
      </h2>
      <p>
        {limit === null ? (
          <FormattedMessage id="games.limit.reachedNoLimit" values={{ name }} />
        ) : (
          <FormattedMessage id="games.limit.reached" values={{ name, limitMinutes: limit }} />
        )}
      </p>
      <MutedText>
        <FormattedMessage id="games.limit.guidance" />
      </MutedText>
      <ButtonLink to={getHref.child(childId)}>
        <FormattedMessage id="games.limit.seePlan" />
      </ButtonLink>
    </StyledNotice>
  );
}
