import styled from 'styled-components';
import { mediaUp, RemoteComponent } from '@flourishly/platform';

/**
 * Holds the card's usual height (three recommended games: 460px on a 390-412px phone, 312px from
 * the medium breakpoint) while the games remote and its recommendations load (a spinner shows),
 * so Today's Learning Plan below does not move when they arrive (layout shift;
 * docs/architecture.md, "Page budgets"). Once loaded the slot is the card's own height: a new
 * child's short card left an empty gap of 262px below it.
 */
const StyledSlot = styled.div`
  &:has([role='status']) {
    min-height: 28.75rem;
    ${mediaUp('md')} {
      min-height: 19.5rem;
    }
  }
`;

export interface GamesCardProps {
  childId: number;
}

/**
 * Games block of the child dashboard: the games remote's card (recommended games with
 * 'View All' to /child-profiles/{childId}/games), federated so the games team owns it.
 */
export function GamesCard({ childId }: GamesCardProps) {
  return (
    <StyledSlot>
      <RemoteComponent remoteId="mf_games/GamesCard" props={{ childId }} />
    </StyledSlot>
  );
}
