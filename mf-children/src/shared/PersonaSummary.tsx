import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { personaNameOf } from '@flourishly/contracts';
import { PERSONA_MESSAGES } from './persona-messages';

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
  /** The persona's name as the parent reads it (the API's, in the parent's language), or null. */
  personaName: string | null;
  /** The persona's number (personaType), which chooses its description. */
  personaType: number | null;
  /** Why this persona, as the parent reads it. */
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
export function PersonaSummary({ personaName, personaType, reasons, detailed = false }: PersonaSummaryProps) {
  if (!personaName) {
    return (
      <StyledBadge data-testid="persona-badge">
        <FormattedMessage id="children.persona.pending" />
      </StyledBadge>
    );
  }
  const persona = personaNameOf(personaType);
  const description = persona ? PERSONA_MESSAGES[persona].description : null;
  return (
    <div>
      <StyledBadge data-testid="persona-badge">{personaName}</StyledBadge>
      {reasons.length > 0 ? (
        <StyledText data-testid="persona-reasons">
          <FormattedMessage id="children.persona.why" values={{ reasons: reasons.join(', ') }} />
        </StyledText>
      ) : null}
      {detailed && description ? (
        <StyledText>
          <FormattedMessage id={description} />
        </StyledText>
      ) : null}
      <StyledNote data-testid="persona-disclaimer">
        <FormattedMessage id={detailed ? 'children.persona.disclaimer' : 'children.persona.shortDisclaimer'} />
      </StyledNote>
    </div>
  );
}
