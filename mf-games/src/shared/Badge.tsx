import styled from 'styled-components';
import { FormattedMessage } from 'react-intl';
import type { GameDomain } from '@flourishly/contracts';

/** A small pill label in muted text. */
export const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
`;

const StyledDomainBadge = styled(StyledBadge)<{ $domain: GameDomain }>`
  color: ${({ theme, $domain }) => theme.colors.domain[$domain] ?? theme.colors.domain.default};
  border-color: currentColor;
`;

/** The message of each game domain's label (shared catalog). */
export const DOMAIN_MESSAGES: Record<GameDomain, string> = {
  cognitive: 'games.domain.cognitive',
  physical: 'games.domain.physical',
  'social-emotional': 'games.domain.socialEmotional',
  language: 'games.domain.language',
  moral: 'games.domain.moral',
  creative: 'games.domain.creative',
};

export interface DomainBadgeProps {
  domain: GameDomain;
}

/** The game's domain label in its domain colour (theme colours reach 4.5:1 on white). */
export function DomainBadge({ domain }: DomainBadgeProps) {
  return (
    <StyledDomainBadge $domain={domain}>
      <FormattedMessage id={DOMAIN_MESSAGES[domain]} />
    </StyledDomainBadge>
  );
}
