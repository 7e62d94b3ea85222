import styled from 'styled-components';
import {
  PERSONA_DESCRIPTIONS,
  PERSONA_DISCLAIMER,
  PERSONA_PENDING,
  PERSONA_SHORT_DISCLAIMER,
  type PersonaName,
} from '@flourishly/contracts';

const StyledBadge = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledNote = styled(StyledText)`
  font-style: italic;
`;

export interface PersonaSummaryProps {
  personaName: string | null;
  reasons: string[];
  /** Show the persona's description and the full "not a diagnosis" note (edit page). */
  detailed?: boolean;
}

/**
 * The persona badge: its name, or 'Personality profile pending' without one (docs/product.md),
 * with the why ("cognitive focus, loves building and puzzles") and what a persona is: a way to
 * personalise activities, not a diagnosis (a short note, or the full one with the description
 * when `detailed`). Plain text under the badge, so every reader meets it in reading order.
 */
export function PersonaSummary({ personaName, reasons, detailed = false }: PersonaSummaryProps) {
  if (!personaName) return <StyledBadge data-testid="persona-badge">{PERSONA_PENDING}</StyledBadge>;
  const description = PERSONA_DESCRIPTIONS[personaName as PersonaName];
  return (
    <div>
      <StyledBadge data-testid="persona-badge">{personaName}</StyledBadge>
      {reasons.length > 0 ? <StyledText data-testid="persona-reasons">Why: {reasons.join(', ')}</StyledText> : null}
      {detailed && description ? <StyledText>{description}</StyledText> : null}
      <StyledNote data-testid="persona-disclaimer">{detailed ? PERSONA_DISCLAIMER : PERSONA_SHORT_DISCLAIMER}</StyledNote>
    </div>
  );
}
