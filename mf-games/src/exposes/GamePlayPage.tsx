import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { GamePlay } from '../features/game-play/GamePlay';

const isId = (value: string | null | undefined): value is string => Boolean(value && /^\d+$/.test(value) && Number(value) > 0);

/**
 * Game play at /games/{gameId}?childId={id} (exposed as './GamePlayPage'). A missing or
 * malformed gameId or childId redirects to / (docs/product.md).
 */
export function GamePlayPage() {
  const { gameId } = useParams();
  const [searchParams] = useSearchParams();
  const childId = searchParams.get('childId');
  if (!isId(gameId) || !isId(childId)) return <Navigate to="/" replace />;
  return <GamePlay key={`${gameId}-${childId}`} gameId={Number(gameId)} childId={Number(childId)} />;
}

export default GamePlayPage;
