import { RemoteComponent } from '@flourishly/platform';

export interface GamesCardProps {
  childId: number;
}

/**
 * Games block of the child dashboard: the games remote's card (recommended games with
 * 'View All' to /child-profiles/{id}/games), federated so the games team owns it.
 */
export function GamesCard({ childId }: GamesCardProps) {
  return <RemoteComponent remoteId="mf_games/GamesCard" props={{ childId }} />;
}
