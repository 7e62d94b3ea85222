import type { GameContent, GamePicture } from '@flourishly/contracts';
import type { ContentQuestion, GameDefinition } from './content-types';
import { createRandom, deriveSeed } from './random';

/**
 * The questions of one level of a game for a seed: deterministic per (game, level, seed), so a
 * replay with the same seed shows the same set and a new seed a new one.
 */
export function buildLevelQuestions(game: GameDefinition, level: number, seed: number): ContentQuestion[] {
  const questions = game.buildLevel(level, createRandom(deriveSeed(seed, game.slug, level)));
  const { answerPicture } = game;
  if (!answerPicture) return questions;
  return questions.map((question) => {
    const answerPictures = question.answers.map(answerPicture);
    return answerPictures.every((picture): picture is GamePicture => picture !== undefined) ? { ...question, answerPictures } : question;
  });
}

/**
 * The content answer of docs/product.md: a list whose first item has `content` (the questions,
 * the level and the seed) and `hints` by question index. The difficulty measure stays inside.
 */
export function toGameContent(questions: ContentQuestion[], level: number, seed: number): GameContent {
  return [
    {
      content: {
        difficultyLevel: level,
        seed,
        questions: questions.map(({ question, answers, correctAnswer, explanation, pictures, answerPictures }) => ({
          question,
          answers,
          correctAnswer,
          explanation,
          ...(pictures ? { pictures } : {}),
          ...(answerPictures ? { answerPictures } : {}),
        })),
      },
      hints: questions.map((question) => question.hint),
    },
  ];
}
