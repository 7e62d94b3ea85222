/**
 * A game in progress, kept in this tab's sessionStorage so a reload resumes it at the same
 * question: the level, the seed its questions were drawn with (the content endpoint draws the same
 * ones again), the answers so far and the session already started (docs/product.md, "Games").
 */
export interface SavedPlay {
  level: number;
  seed: number;
  /** 0-based question on screen. */
  index: number;
  /** The answer chosen on that question, or null while it is open. */
  chosen: number | null;
  correctCount: number;
  /** The game session already created, or null when none was yet. */
  sessionId: number | null;
  /** When the session started (ISO time). */
  startedAt: string;
}

const keyOf = (childId: number, gameId: number) => `flourishly.games.play.${childId}.${gameId}`;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The saved play of this child and game, or null (none, storage refused or unreadable). */
export function readSavedPlay(childId: number, gameId: number): SavedPlay | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(childId, gameId));
    const play = raw ? (JSON.parse(raw) as Partial<SavedPlay>) : null;
    if (!play || !isCount(play.level) || !isCount(play.seed) || !isCount(play.index) || !isCount(play.correctCount)) return null;
    if (play.chosen !== null && !isCount(play.chosen)) return null;
    if (play.sessionId !== null && !isCount(play.sessionId)) return null;
    if (typeof play.startedAt !== 'string' || Number.isNaN(Date.parse(play.startedAt))) return null;
    return play as SavedPlay;
  } catch {
    return null;
  }
}

/** Keeps the play (private mode may refuse storage: the game then simply starts afresh after a reload). */
export function writeSavedPlay(childId: number, gameId: number, play: SavedPlay) {
  try {
    window.sessionStorage.setItem(keyOf(childId, gameId), JSON.stringify(play));
  } catch {
    // Nothing to resume then.
  }
}

/** Forgets the play once the game is finished. */
export function clearSavedPlay(childId: number, gameId: number) {
  try {
    window.sessionStorage.removeItem(keyOf(childId, gameId));
  } catch {
    // Nothing was kept.
  }
}

/** The seed of a level's content as the server answered it (an object or JSON text), if any. */
export function contentSeedOf(raw: unknown): number | undefined {
  const first = Array.isArray(raw) ? (raw[0] as { content?: unknown } | undefined) : undefined;
  let content = first?.content;
  if (typeof content === 'string') {
    try {
      content = JSON.parse(content) as unknown;
    } catch {
      return undefined;
    }
  }
  const seed = (content as { seed?: unknown } | null | undefined)?.seed;
  return isCount(seed) ? seed : undefined;
}
