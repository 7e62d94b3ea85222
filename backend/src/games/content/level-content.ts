import type { GameContent } from '@flourishly/contracts';
import type { ContentQuestion, GameDefinition } from './content-types';
import { createRandom, deriveSeed } from './random';

/**
 * The questions of one level of a game for a seed: deterministic per (game, level, seed), so a
 * replay with the same seed shows the same set and a new seed a new one.
 */
export function buildLevelQuestions(game: GameDefinition, level: number, seed: number): ContentQuestion[] {
  return game.buildLevel(level, createRandom(deriveSeed(seed, game.slug, level)));
}

/**
 * The content answer of spec section 3: a list whose first item has `content` (the questions,
 * the level and the seed) and `hints` by question index. The difficulty measure stays inside.
 */
export function toGameContent(questions: ContentQuestion[], level: number, seed: number): GameContent {
  return [
    {
      content: {
        difficultyLevel: level,
        seed,
        questions: questions.map(({ question, answers, correctAnswer, explanation }) => ({
          question,
          answers,
          correctAnswer,
          explanation,
        })),
      },
      hints: questions.map((question) => question.hint),
    },
  ];
}
