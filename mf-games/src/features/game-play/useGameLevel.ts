import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { developmentalAgeInYears, gameLevelCapForAge, gameLevelOf, gameStartLevelForAge } from '@flourishly/contracts';
import { isApiError, useChildList, useToast } from '@flourishly/platform';
import { useGetGameProgressQuery } from '../../api';

/**
 * The level a game is played at: the child's saved level or the level that fits their age in the
 * game's range (`gameStartLevelForAge`: a 7-year-old does not start at three-letter words),
 * whichever is higher, but never above the levels the child may play (`gameLevelCapForAge`: a
 * child under 6 stops at the game's pre-reader levels, answered without reading); the start level
 * when neither is known (no progress, 404, or unreadable, with a toast). A resumed game keeps its level. Fixed once known, so a progress refetch does not
 * change the level mid-game. `null` while the progress, the game or the child list loads.
 */
export function useGameLevel(
  childId: number,
  gameId: number,
  game: { minAge: number; maxAge: number; levels: number; preReaderLevels?: number } | undefined,
  resumed: number | null = null,
): number | null {
  const { toast } = useToast();
  const intl = useIntl();
  const progress = useGetGameProgressQuery({ childId, gameId });
  const children = useChildList();
  const progressKnown = Boolean(progress.data) || progress.isError;
  const child = children.data?.find((item) => item.id === childId);
  let known: number | null = resumed;
  if (known === null && progressKnown && game && !children.isLoading) {
    // The list carries no gestation, so this is the chronological age; the corrected age ends at 24
    // months, before any game's youngest age, so the level is the server's (games.service.ts).
    const age = child ? developmentalAgeInYears(child) : null;
    known = Math.min(gameLevelCapForAge(game, age), Math.max(gameLevelOf(progress.data ?? null), gameStartLevelForAge(game, age)));
  }
  const [fixed, setFixed] = useState<{ level: number; unreadable: boolean } | null>(null);
  // Fixed in the render that first knows it (React's "state from the previous render" pattern), so
  // the content is asked in the same commit as the progress arrives, not one render later.
  if (fixed === null && known !== null) {
    setFixed({ level: known, unreadable: progress.isError && !(isApiError(progress.error) && progress.error.status === 404) });
  }
  const unreadable = fixed?.unreadable ?? false;
  useEffect(() => {
    if (!unreadable) return;
    toast({
      title: intl.formatMessage({ id: 'games.errorTitle' }),
      description: intl.formatMessage({ id: 'games.play.fetchProgress' }),
      variant: 'destructive',
    });
  }, [unreadable, toast, intl]);
  return fixed?.level ?? known;
}
