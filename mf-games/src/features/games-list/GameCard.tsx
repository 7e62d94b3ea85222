import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Game } from '@flourishly/contracts';
import { ButtonLink, getHref, useChildReadOnly } from '@flourishly/platform';
import { DomainBadge, StyledBadge } from '../../shared/Badge';
import { GameImage } from '../../shared/GameImage';

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.md};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  flex: 1;
`;

const StyledReason = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export interface GameCardProps {
  game: Game;
  childId: number;
  reason?: string;
}

/**
 * A game of the list (docs/product.md): title, domain badge, image (placeholder on error),
 * description, 'Age {min}-{max}', type badge, 'Recommended:' reason where present and
 * 'Play Game' to /games/{id}?childId={childId} (not for a viewer).
 */
export function GameCard({ game, childId, reason }: GameCardProps) {
  const headingId = `game-${game.id}-title`;
  // A viewer may read the list; playing records a session, which only the owner and caregivers may.
  const readOnly = useChildReadOnly(childId);
  const intl = useIntl();
  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledHeader>
        <h3 id={headingId}>{game.title}</h3>
        <DomainBadge domain={game.domain} />
      </StyledHeader>
      <GameImage src={game.imageUrl} title={game.title} />
      <StyledDescription>{game.description}</StyledDescription>
      <StyledBadges>
        <StyledBadge>
          <FormattedMessage id="games.ageBadge" values={{ minAge: game.minAge, maxAge: game.maxAge }} />
        </StyledBadge>
        <StyledBadge>
          <FormattedMessage id="games.type" values={{ type: game.type }} />
        </StyledBadge>
      </StyledBadges>
      {reason ? (
        <StyledReason>
          <FormattedMessage id="games.list.recommendedReason" values={{ reason, strong: (chunks) => <strong>{chunks}</strong> }} />
        </StyledReason>
      ) : null}
      {readOnly ? null : (
        <ButtonLink
          to={getHref.gamePlay(game.id, childId)}
          aria-label={intl.formatMessage({ id: 'games.list.playGameLabel' }, { title: game.title })}
          $fullWidth
        >
          <FormattedMessage id="games.list.playGame" />
        </ButtonLink>
      )}
    </StyledCard>
  );
}
