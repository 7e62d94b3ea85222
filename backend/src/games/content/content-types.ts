import type { GameDomain, GamePicture, GameType } from '@flourishly/contracts';
import type { Random } from './random';

/**
 * One question of the content library, before it is served: the contract's question plus its
 * hint and `measure`, the level-difficulty proxy of its generator (e.g. operand size, word
 * length, answer options + item level). Tests check that the mean measure rises level by level.
 */
export interface ContentQuestion {
  question: string;
  answers: string[];
  correctAnswer: number;
  explanation: string;
  hint: string;
  measure: number;
  /** Pictures shown with the question (things to count, a pattern with its gap). */
  pictures?: GamePicture[];
  /** One picture per answer, set by `buildLevelQuestions` for games that answer in pictures. */
  answerPictures?: GamePicture[];
  /** What the question is about (a word, a situation): a play repeats none while others are left. */
  key?: string;
}

/** A game of the library. `buildLevel` returns the level's questions for a seeded random. */
export interface GameDefinition {
  /** Stable key: the seeder upserts by it; image URLs use it. */
  slug: string;
  title: string;
  description: string;
  domain: GameDomain;
  type: GameType;
  minAge: number;
  maxAge: number;
  /** How the questions come about: generated from rules, or drawn from written items. */
  source: 'generated' | 'written';
  /** What `measure` means for this game (documentation for tests and readers). */
  difficultyMeasure: string;
  buildLevel(level: number, random: Random): ContentQuestion[];
  /**
   * For games that pre-readers play: the picture of an answer word. A question shows its answers
   * as pictures when every answer has one (a shapes question with number answers keeps words).
   */
  answerPicture?: (answer: string) => GamePicture | undefined;
  /**
   * For a game whose range starts before READING_AGE but whose higher levels need reading: the
   * levels (1 to this) a younger child plays, all answered without reading (checked by the
   * content tests). Absent: every level can be answered without reading, or none needs to be.
   */
  preReaderLevels?: number;
}

/**
 * Builds a question with the correct answer at a random position among the distractors.
 * Distractors equal to the answer or to each other are dropped; `optionCount` caps the options.
 */
export function makeQuestion(
  random: Random,
  spec: {
    question: string;
    answer: string;
    distractors: readonly string[];
    explanation: string;
    hint: string;
    measure: number;
    optionCount?: number;
    pictures?: GamePicture[];
    key?: string;
  },
): ContentQuestion {
  const count = spec.optionCount ?? 4;
  const unique: string[] = [];
  for (const distractor of spec.distractors) {
    if (distractor !== spec.answer && !unique.includes(distractor)) unique.push(distractor);
  }
  const answers = random.shuffle([spec.answer, ...unique.slice(0, count - 1)]);
  return {
    question: spec.question,
    answers,
    correctAnswer: answers.indexOf(spec.answer),
    explanation: spec.explanation,
    hint: spec.hint,
    measure: spec.measure,
    ...(spec.pictures ? { pictures: spec.pictures } : {}),
    ...(spec.key === undefined ? {} : { key: spec.key }),
  };
}

/** Near-miss numeric distractors around `answer` (never negative, never the answer). */
export function numberDistractors(random: Random, answer: number, spread: number, count = 3): string[] {
  const result = new Set<number>();
  const offsets = random.shuffle([-2, -1, 1, 2, 3, -3, 10, -10].map((step) => step * Math.max(1, Math.round(spread))));
  for (const offset of offsets) {
    const value = answer + offset;
    if (value >= 0 && value !== answer) result.add(value);
    if (result.size >= count) break;
  }
  let extra = answer + 1;
  while (result.size < count) {
    if (extra !== answer) result.add(extra);
    extra += 1;
  }
  return [...result].map(String);
}

/**
 * Runs `make` until `count` questions exist: first each with a `key` (or text and pictures) of its
 * own, so a play asks nothing twice while the pool allows; then, once keys run out, with distinct
 * texts and pictures (or as attempts run out).
 */
export function distinctQuestions(count: number, make: (index: number) => ContentQuestion): ContentQuestion[] {
  const questions: ContentQuestion[] = [];
  const seenTexts = new Set<string>();
  const seenKeys = new Set<string>();
  const textOf = (question: ContentQuestion) => `${question.question}|${question.pictures?.join(',') ?? ''}`;
  let attempt = 0;
  for (const needNewKey of [true, false]) {
    for (let tries = 0; questions.length < count && tries < count * 30; tries += 1, attempt += 1) {
      const question = make(attempt);
      const text = textOf(question);
      const key = question.key ?? text;
      if (seenTexts.has(text) || (needNewKey && seenKeys.has(key))) continue;
      seenTexts.add(text);
      seenKeys.add(key);
      questions.push(question);
    }
  }
  for (; questions.length < count; attempt += 1) questions.push(make(attempt));
  return questions;
}
