import { GAME_LEVEL_COUNT, QUESTIONS_PER_LEVEL, type GamePicture } from '@flourishly/contracts';
import { makeQuestion, type ContentQuestion } from './content-types';
import type { Random } from './random';

/** A level of a written bank: 1 (the youngest children in the game's age range) to 5 (the oldest). */
export type WrittenLevel = 1 | 2 | 3 | 4 | 5;

/**
 * A written question of the library. `t` is the level it belongs to; `w` its wrong answers (when
 * absent, other items' answers serve as distractors); `e` the explanation and `h` the hint; `p`
 * pictures shown with the question (a shape whose sides a pre-reader counts).
 */
export interface WrittenItem {
  t: WrittenLevel;
  q: string;
  a: string;
  w?: readonly string[];
  e: string;
  h: string;
  p?: GamePicture[];
}

/** Answer options per level (index 0 is level 1). */
export const WRITTEN_OPTIONS_PER_LEVEL = [2, 3, 3, 4, 4] as const;

/**
 * Written items a bank needs per level: more than a level shows, so two plays of a level differ,
 * and every level its own, so moving up a level brings new questions (checked by the content tests).
 */
export const WRITTEN_ITEMS_PER_LEVEL = 10;

/**
 * Builds a level from written items: QUESTIONS_PER_LEVEL items of that level, drawn at random (a
 * bank short of items is topped up from the levels below), each with the level's number of answer
 * options. The difficulty measure is options + level, so it rises with every level.
 */
export function writtenLevel(items: readonly WrittenItem[], level: number, random: Random): ContentQuestion[] {
  const current = Math.min(Math.max(Math.trunc(level), 1), GAME_LEVEL_COUNT);
  const optionCount = WRITTEN_OPTIONS_PER_LEVEL[current - 1];
  const chosen: WrittenItem[] = [];
  for (let pool = current; pool >= 1 && chosen.length < QUESTIONS_PER_LEVEL; pool -= 1) {
    const candidates = random.shuffle(items.filter((item) => item.t === pool));
    chosen.push(...candidates.slice(0, QUESTIONS_PER_LEVEL - chosen.length));
  }
  const allAnswers = [...new Set(items.map((item) => item.a))];
  return chosen.map((item) =>
    makeQuestion(random, {
      question: item.q,
      answer: item.a,
      distractors: item.w ? random.shuffle(item.w) : random.shuffle(allAnswers.filter((answer) => answer !== item.a)),
      explanation: item.e,
      hint: item.h,
      measure: optionCount + item.t,
      optionCount,
      ...(item.p ? { pictures: item.p } : {}),
    }),
  );
}
