import { GamesList } from '../features/games-list/GamesList';

export interface GamesTabProps {
  childId: number;
}

/** The child page's Games tab (exposed as './GamesTab'; props: childId). */
export function GamesTab({ childId }: GamesTabProps) {
  return <GamesList childId={childId} />;
}

export default GamesTab;
