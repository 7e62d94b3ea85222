import {
  GAME_DOMAINS,
  GAME_LEVEL_COUNT,
  MAX_ANSWERS,
  MIN_ANSWERS,
  QUESTIONS_PER_LEVEL,
  gameContentSchema,
  gameTypeSchema,
  YOUNGEST_GAME_AGE,
} from '@flourishly/contracts';
import { GAME_CATALOG } from './game-catalog';
import { renderGameImage } from './game-images';
import { buildLevelQuestions, toGameContent } from './level-content';
import { WRITTEN_ITEMS_PER_LEVEL, WRITTEN_OPTIONS_PER_LEVEL } from './written-quiz';

const LEVELS = Array.from({ length: GAME_LEVEL_COUNT }, (_, index) => index + 1);
const SEEDS = [1, 7, 42, 1234, 987654];
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('game catalogue', () => {
  it('has at least 30 games with unique slugs and titles', () => {
    expect(GAME_CATALOG.length).toBeGreaterThanOrEqual(30);
    expect(new Set(GAME_CATALOG.map((game) => game.slug)).size).toBe(GAME_CATALOG.length);
    expect(new Set(GAME_CATALOG.map((game) => game.title)).size).toBe(GAME_CATALOG.length);
  });

  it('starts at YOUNGEST_GAME_AGE, the age the games screens name', () => {
    expect(Math.min(...GAME_CATALOG.map((game) => game.minAge))).toBe(YOUNGEST_GAME_AGE);
  });

  it('covers all six game domains, every age from 2 to 12, with valid types and ranges', () => {
    expect(new Set(GAME_CATALOG.map((game) => game.domain))).toEqual(new Set(GAME_DOMAINS));
    for (let age = 2; age <= 12; age += 1) {
      expect(GAME_CATALOG.some((game) => game.minAge <= age && age <= game.maxAge)).toBe(true);
    }
    for (const game of GAME_CATALOG) {
      expect(gameTypeSchema.safeParse(game.type).success).toBe(true);
      expect(game.minAge).toBeLessThanOrEqual(game.maxAge);
      expect(game.description.length).toBeGreaterThan(10);
    }
  });

  it('is balanced: 5+ games per domain, 6+ that fit age 2 and 8+ for each age 3-12', () => {
    for (const domain of GAME_DOMAINS) {
      expect([domain, GAME_CATALOG.filter((game) => game.domain === domain).length >= 5]).toEqual([domain, true]);
    }
    const fitting = (age: number) => GAME_CATALOG.filter((game) => game.minAge <= age && age <= game.maxAge).length;
    expect(fitting(2)).toBeGreaterThanOrEqual(6);
    for (let age = 3; age <= 12; age += 1) expect([age, fitting(age) >= 8]).toEqual([age, true]);
  });

  it('draws an SVG image of its own for every game', () => {
    for (const game of GAME_CATALOG) {
      const svg = renderGameImage(game);
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain(`<title>${game.title.replace(/&/g, '&amp;')}</title>`);
    }
  });
});

describe.each(GAME_CATALOG.map((game) => [game.slug, game] as const))('content of %s', (_slug, game) => {
  it.each(LEVELS)('level %i: 8+ valid questions with explanation and hint, in the section-3 shape', (level) => {
    for (const seed of SEEDS.slice(0, 3)) {
      const questions = buildLevelQuestions(game, level, seed);
      expect(questions.length).toBeGreaterThanOrEqual(QUESTIONS_PER_LEVEL);
      for (const question of questions) {
        expect(question.question.trim().length).toBeGreaterThan(0);
        expect(question.answers.length).toBeGreaterThanOrEqual(MIN_ANSWERS);
        expect(question.answers.length).toBeLessThanOrEqual(MAX_ANSWERS);
        expect(Number.isInteger(question.correctAnswer)).toBe(true);
        expect(question.correctAnswer).toBeGreaterThanOrEqual(0);
        expect(question.correctAnswer).toBeLessThan(question.answers.length);
        expect(new Set(question.answers).size).toBe(question.answers.length);
        expect(question.answers.every((answer) => answer.trim().length > 0)).toBe(true);
        expect(question.explanation.trim().length).toBeGreaterThan(0);
        expect(question.hint.trim().length).toBeGreaterThan(0);
      }
      expect(gameContentSchema.safeParse(toGameContent(questions, level, seed)).success).toBe(true);
    }
  });

  it('gets harder level by level (mean difficulty measure rises strictly)', () => {
    for (const seed of SEEDS) {
      const means = LEVELS.map((level) => mean(buildLevelQuestions(game, level, seed).map((question) => question.measure)));
      for (let index = 1; index < means.length; index += 1) {
        expect(means[index]).toBeGreaterThan(means[index - 1]);
      }
    }
  });

  it('is deterministic per seed', () => {
    for (const level of LEVELS) {
      expect(buildLevelQuestions(game, level, 99)).toEqual(buildLevelQuestions(game, level, 99));
    }
  });

  if (game.source === 'generated') {
    it('varies with the seed (a child rarely sees the same set twice)', () => {
      for (const level of LEVELS) {
        // What the child sees: the words and the pictures of each question.
        const sets = SEEDS.map((seed) => JSON.stringify(buildLevelQuestions(game, level, seed).map(({ question, pictures }) => [question, pictures])));
        expect(new Set(sets).size).toBeGreaterThanOrEqual(SEEDS.length - 1);
      }
    });
  } else {
    it('gives every level questions of its own, drawn from more than one play needs', () => {
      const questionsOf = (level: number, seed: number) => buildLevelQuestions(game, level, seed).map((question) => question.question);
      const byLevel = LEVELS.map((level) => new Set(SEEDS.flatMap((seed) => questionsOf(level, seed))));
      for (let index = 0; index < byLevel.length; index += 1) {
        expect(byLevel[index].size).toBeGreaterThanOrEqual(WRITTEN_ITEMS_PER_LEVEL);
        for (let other = index + 1; other < byLevel.length; other += 1) {
          expect([...byLevel[index]].filter((question) => byLevel[other].has(question))).toEqual([]);
        }
      }
      for (const level of LEVELS) {
        const sets = SEEDS.map((seed) => JSON.stringify([...questionsOf(level, seed)].sort()));
        expect(new Set(sets).size).toBeGreaterThan(1);
      }
    });

    it('offers more answer options at higher levels', () => {
      const counts = LEVELS.map((level) => Math.max(...buildLevelQuestions(game, level, 5).map((question) => question.answers.length)));
      expect(counts).toEqual([...WRITTEN_OPTIONS_PER_LEVEL]);
    });
  }
});
