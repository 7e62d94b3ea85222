import { useEffect, useState } from 'react';
import { GAME_MESSAGES, gameLevelOf } from '@flourishly/contracts';
import { isApiError, useToast } from '@flourishly/platform';
import { useGetGameProgressQuery } from '../../api';

/**
 * The level a game is played at: the child's saved level (at least the start level), or the start
 * level without progress (404) or when progress cannot be read (with a toast). Fixed once known,
 * so a progress refetch does not change the level mid-game. `null` while progress loads.
 */
export function useGameLevel(childId: number, gameId: number): number | null {
  const { toast } = useToast();
  const progress = useGetGameProgressQuery({ childId, gameId });
  const known = progress.data ? gameLevelOf(progress.data) : progress.isError ? gameLevelOf(null) : null;
  const [fixed, setFixed] = useState<{ level: number; unreadable: boolean } | null>(null);
  // Fixed in the render that first knows it (React's "state from the previous render" pattern), so
  // the content is asked in the same commit as the progress arrives, not one render later.
  if (fixed === null && known !== null) {
    setFixed({ level: known, unreadable: progress.isError && !(isApiError(progress.error) && progress.error.status === 404) });
  }
  const unreadable = fixed?.unreadable ?? false;
  useEffect(() => {
    if (unreadable) toast({ title: GAME_MESSAGES.errorTitle, description: GAME_MESSAGES.fetchProgress, variant: 'destructive' });
  }, [unreadable, toast]);
  return fixed?.level ?? known;
}
