import { GamesCard as GamesCardFeature, type GamesCardProps } from '../features/games-card/GamesCard';

/** The Games card of the child dashboard (exposed as './GamesCard'; props: childId). */
export function GamesCard(props: GamesCardProps) {
  return <GamesCardFeature {...props} />;
}

export default GamesCard;
