import styled from 'styled-components';
import { DOMAIN_LABELS, type GameDomain } from '@flourishly/contracts';

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

export interface DomainBadgeProps {
  domain: GameDomain;
}

/** The game's domain label in its domain colour (theme colours reach 4.5:1 on white). */
export function DomainBadge({ domain }: DomainBadgeProps) {
  return <StyledDomainBadge $domain={domain}>{DOMAIN_LABELS[domain]}</StyledDomainBadge>;
}
