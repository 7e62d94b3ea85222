import type { Game as GameResponse, GameProgress as GameProgressResponse } from '@flourishly/contracts';
import { findGameDefinition } from './content/game-catalog';
import { gameImageUrl } from './content/game-images';
import type { GameProgress } from './game-progress.entity';
import type { Game } from './game.entity';

/** A game as the API returns it (contracts `gameSchema`), with its pre-reader levels from the content library. */
export function toGameResponse(game: Game): GameResponse {
  return {
    id: game.id,
    slug: game.slug,
    title: game.title,
    description: game.description,
    domain: game.domain,
    type: game.type,
    imageUrl: gameImageUrl(game.slug),
    minAge: game.minAge,
    maxAge: game.maxAge,
    levels: game.levels,
    preReaderLevels: Math.min(game.levels, findGameDefinition(game.slug)?.preReaderLevels ?? game.levels),
  };
}

/** A child's progress as the API returns it (contracts `gameProgressSchema`). */
export function toGameProgressResponse(progress: GameProgress): GameProgressResponse {
  return {
    childId: progress.child.id,
    gameId: progress.game.id,
    currentLevel: progress.currentLevel,
    bestScore: progress.bestScore,
    bestPercent: progress.bestPercent,
    timesPlayed: progress.timesPlayed,
    lastPlayedAt: progress.lastPlayedAt ? progress.lastPlayedAt.toISOString() : null,
  };
}
