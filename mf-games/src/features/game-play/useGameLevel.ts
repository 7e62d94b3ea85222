import { useEffect, useState } from 'react';
import { GAME_MESSAGES, GAME_START_LEVEL } from '@flourishly/contracts';
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
  const [level, setLevel] = useState<number | null>(null);
  useEffect(() => {
    if (level !== null || progress.isLoading) return;
    if (progress.data) setLevel(Math.max(GAME_START_LEVEL, progress.data.currentLevel));
    else if (progress.isError) {
      if (!(isApiError(progress.error) && progress.error.status === 404)) {
        toast({ title: GAME_MESSAGES.errorTitle, description: GAME_MESSAGES.fetchProgress, variant: 'destructive' });
      }
      setLevel(GAME_START_LEVEL);
    }
  }, [level, progress.isLoading, progress.data, progress.isError, progress.error, toast]);
  return level;
}
