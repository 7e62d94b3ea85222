import { GAME_DOMAINS, GAME_LEVEL_COUNT, GAME_PICTURES, READING_AGE, RUPEE_COINS } from '@flourishly/contracts';
import { FAIR_PLAY, HONESTY, KINDNESS } from './banks/moral';
import { FEELINGS } from './banks/social-emotional';
import { FAIRNESS_DEFINITION } from './fairness';
import { findGameDefinition, GAME_CATALOG } from './game-catalog';
import { COUNTING_RANGES } from './generators/math';
import { FEELING_SCALES } from './generators/themes';
import { meaningGroupOf } from './meaning-groups';
import { buildLevelQuestions } from './level-content';
import type { ContentQuestion } from './content-types';

/**
 * Rules every game's content keeps (docs/product.md, "Games"): one class of answer-key or fact
 * defect per rule, checked over every level of every game for several seeds.
 */
const SEEDS = [1, 7, 42, 1234, 987654, 31337];
const LEVELS = Array.from({ length: GAME_LEVEL_COUNT }, (_, index) => index + 1);
const questionsOf = (slug: string, levels = LEVELS): { level: number; question: ContentQuestion }[] => {
  const game = findGameDefinition(slug);
  if (!game) throw new Error(`no game ${slug}`);
  return levels.flatMap((level) => SEEDS.flatMap((seed) => buildLevelQuestions(game, level, seed).map((question) => ({ level, question }))));
};
const textsOf = (question: ContentQuestion) => [question.question, ...question.answers, question.explanation, question.hint];
const allQuestions = () => GAME_CATALOG.flatMap((game) => questionsOf(game.slug).map((entry) => ({ slug: game.slug, ...entry })));

describe('game content rules', () => {
  it('never offers a wrong answer of the right answer\'s meaning (one that is equally right)', () => {
    const clashes: string[] = [];
    for (const { slug, level, question } of allQuestions()) {
      // Feelings Scale asks which word of one family is stronger or milder: its answers are one
      // feeling at different strengths on purpose (checked below).
      if (slug === 'feelings-scale') continue;
      const right = meaningGroupOf(question.answers[question.correctAnswer]);
      question.answers.forEach((answer, index) => {
        if (right && index !== question.correctAnswer && meaningGroupOf(answer) === right) {
          clashes.push(`${slug} ${level}: ${question.question} [${question.answers.join(' / ')}]`);
        }
      });
    }
    expect(clashes).toEqual([]);
  });

  it('Feelings Scale level 5 offers no wrong word next to the right one on its scale (the middle word fits as well)', () => {
    const scaleOf = (word: string) => FEELING_SCALES.find((scale) => scale.includes(word));
    for (const { question } of questionsOf('feelings-scale', [5])) {
      const right = question.answers[question.correctAnswer];
      const scale = scaleOf(right)!;
      expect([right, scale.indexOf(right) === 1]).toEqual([right, false]);
      question.answers.forEach((answer, index) => {
        if (index === question.correctAnswer || scaleOf(answer) !== scale) return;
        expect([question.question, answer, Math.abs(scale.indexOf(answer) - scale.indexOf(right))]).toEqual([question.question, answer, 2]);
      });
    }
  });

  it('counts money in rupees, with coins only from the rupee set', () => {
    for (const { question } of questionsOf('coin-counter')) {
      const coins = /You have these coins: ([^.]+)\./.exec(question.question)?.[1].split(', ') ?? [];
      expect(coins.length).toBeGreaterThan(0);
      for (const coin of coins) expect(RUPEE_COINS.map((value) => `₹${value}`)).toContain(coin);
      const total = coins.reduce((sum, coin) => sum + Number(coin.slice(1)), 0);
      expect(question.answers[question.correctAnswer]).toBe(`₹${total}`);
      for (const text of textsOf(question)) expect(text).not.toMatch(/\d+c\b|cents?\b|pence|dollar|euro|£|\$|€/i);
    }
  });

  it('describes Counting Garden with the counts its levels ask (from level 1 to level 5)', () => {
    const game = findGameDefinition('counting-garden')!;
    const [from, to] = /from (\w+) up to (\w+)/.exec(game.description)!.slice(1);
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const number = (word: string) => (words.includes(word) ? words.indexOf(word) : word === 'twenty' ? 20 : Number(word));
    expect([number(from), number(to)]).toEqual([COUNTING_RANGES[0][0], COUNTING_RANGES[GAME_LEVEL_COUNT - 1][1]]);
  });

  it('gives one definition of fairness: no text says fair means the same for everyone', () => {
    // What a game teaches: its questions, right answers, explanations and hints (a wrong answer may be wrong about fairness).
    const texts = [
      ...allQuestions().flatMap(({ question }) => [question.question, question.answers[question.correctAnswer], question.explanation, question.hint]),
      ...[...FAIR_PLAY, ...KINDNESS, ...HONESTY].flatMap((item) => [item.q, item.a, item.e, item.h]),
    ];
    for (const text of texts) {
      expect([text, /fair (means|is) (that )?(everyone|every one) (is treated|gets) the same/i.test(text)]).toEqual([text, false]);
      if (/\bfair means\b/i.test(text)) expect(text).toContain(FAIRNESS_DEFINITION);
    }
    const fairOrNot = questionsOf('fair-or-not');
    expect(fairOrNot.every(({ question }) => question.hint.includes(FAIRNESS_DEFINITION))).toBe(true);
  });

  it('says how each instrument is really played (a flute is blown across, not into)', () => {
    const texts = allQuestions().flatMap(({ question }) => [question.question + ' ' + question.answers[question.correctAnswer]]);
    for (const text of texts) expect([text, /blow into/i.test(text) && /flute/i.test(text)]).toEqual([text, false]);
  });

  it('never keys as right a choice that has a child climb or reach up high (scenario games)', () => {
    const scenarioGames = new Set(GAME_CATALOG.filter((game) => game.type === 'scenarios').map((game) => game.slug));
    for (const { slug, question } of allQuestions().filter((entry) => scenarioGames.has(entry.slug))) {
      const keyed = `${question.question} ${question.answers[question.correctAnswer]}`;
      if (/\b(shelf|reach|high|climb|cupboard top)\b/i.test(keyed)) {
        expect([slug, question.answers[question.correctAnswer]]).toEqual([slug, expect.stringMatching(/grown-up|adult/i)]);
      }
    }
  });

  it('Feelings Friends never offers a wrong feeling of the right one\'s meaning (worried and scared)', () => {
    for (const item of FEELINGS) {
      for (const wrong of item.w ?? []) {
        const group = meaningGroupOf(item.a);
        expect([item.q, wrong, group !== null && meaningGroupOf(wrong) === group]).toEqual([item.q, wrong, false]);
      }
    }
  });
});

describe('pictures for pre-readers', () => {
  const forAgeTwo = GAME_CATALOG.filter((game) => game.minAge <= 2);
  /** Children of these ages do not read yet (docs/product.md, "Games"). */
  const PRE_READER_AGES = Array.from({ length: READING_AGE - 2 }, (_, index) => index + 2);
  const forPreReaders = GAME_CATALOG.filter((game) => PRE_READER_AGES.some((age) => game.minAge <= age && age <= game.maxAge));
  /** The levels a pre-reader can be served: every one they can unlock, up to the game's pre-reader levels. */
  const preReaderLevelsOf = (slug: string) => LEVELS.filter((level) => level <= (findGameDefinition(slug)!.preReaderLevels ?? GAME_LEVEL_COUNT));
  const LETTER = /^[A-Za-z]$/;

  /**
   * How a pre-reader answers without reading, or null when the answers are words alone: a picture
   * for every answer; things to count, answered by number; or a letter for a pictured word
   * (letters are what such a game teaches, and the word is read aloud).
   */
  const withoutReading = (question: ContentQuestion): string | null => {
    if (question.answerPictures?.length === question.answers.length) return 'pictured answers';
    if (question.pictures !== undefined && question.answers.every((answer) => /^\d+$/.test(answer))) return 'counting';
    if (question.pictures !== undefined && question.answers.every((answer) => LETTER.test(answer))) return 'letters of a pictured word';
    return null;
  };

  it('has a language game, among others, that fits age 2', () => {
    expect(forAgeTwo.some((game) => game.domain === 'language')).toBe(true);
  });

  it('still offers pre-readers games from all six domains', () => {
    expect(new Set(forPreReaders.map((game) => game.domain))).toEqual(new Set(GAME_DOMAINS));
  });

  it('stops pre-readers before the words only in games that start before the reading age', () => {
    for (const game of GAME_CATALOG.filter((entry) => entry.preReaderLevels !== undefined)) {
      expect([game.slug, game.minAge < READING_AGE, game.preReaderLevels! >= 1 && game.preReaderLevels! < GAME_LEVEL_COUNT]).toEqual([game.slug, true, true]);
    }
  });

  // Every level a pre-reader can unlock by playing (docs/architecture.md, "Games"), up to the game's pre-reader levels.
  it.each(forPreReaders.map((game) => [game.slug, game.minAge, preReaderLevelsOf(game.slug).length] as const))(
    '%s (from age %i) can be answered without reading at its %i levels for pre-readers: pictures, things to count or letters of a pictured word',
    (slug) => {
      for (const { level, question } of questionsOf(slug, preReaderLevelsOf(slug))) {
        expect([slug, level, question.question, question.answers.join(' / '), withoutReading(question) !== null]).toEqual([
          slug,
          level,
          question.question,
          question.answers.join(' / '),
          true,
        ]);
      }
    },
  );

  it('gives every picture of a pre-reader\'s question or answer a name from the picture list', () => {
    for (const game of forPreReaders) {
      for (const { question } of questionsOf(game.slug, preReaderLevelsOf(game.slug))) {
        for (const picture of [...(question.pictures ?? []), ...(question.answerPictures ?? [])]) expect(GAME_PICTURES).toContain(picture);
      }
    }
  });

  it('shows First Sounds\' word as a picture whose name is the word (the word read aloud is the one drawn)', () => {
    for (const { question } of questionsOf('first-sounds')) {
      const word = /"([a-z]+)"/.exec(question.question)![1];
      expect([word, question.pictures]).toEqual([word, [expect.stringMatching(new RegExp(`:${word}$`))]]);
    }
  });
});

describe('no repeats within a play while the pool allows', () => {
  it.each(['missing-letter', 'spelling-bee'])('%s never asks the same word twice in a level', (slug) => {
    const game = findGameDefinition(slug)!;
    for (const level of LEVELS) {
      for (const seed of SEEDS) {
        const words = buildLevelQuestions(game, level, seed).map((question) => /The word is "([a-z]+)"|"([a-z]+)"\.$/.exec(question.explanation)?.slice(1).find(Boolean));
        expect([slug, level, seed, new Set(words).size]).toEqual([slug, level, seed, words.length]);
      }
    }
  });

  it('Feeling Faces repeats a situation only once every situation of the level has been asked', () => {
    const game = findGameDefinition('feeling-faces')!;
    for (const level of LEVELS) {
      for (const seed of SEEDS) {
        const situations = buildLevelQuestions(game, level, seed).map((question) => question.question.replace(/^\w+ /, '').replace(/How does \w+ feel\?$/, ''));
        const firstHalf = situations.slice(0, new Set(situations).size);
        expect(new Set(firstHalf).size).toBe(firstHalf.length);
      }
    }
  });
});
