import { QUESTIONS_PER_LEVEL } from '@flourishly/contracts';
import { makeQuestion, type ContentQuestion } from './content-types';
import type { Random } from './random';

/**
 * A written question of the library. `t` is its tier (1 simple, 2 harder, 3 hardest); `w` its
 * wrong answers (when absent, other items' answers serve as distractors); `e` the explanation
 * and `h` the hint.
 */
export interface WrittenItem {
  t: 1 | 2 | 3;
  q: string;
  a: string;
  w?: readonly string[];
  e: string;
  h: string;
}

/** Answer options per level and the tier each level draws from first. */
export const WRITTEN_OPTIONS_PER_LEVEL = [2, 3, 3, 4, 4] as const;
export const WRITTEN_TIER_PER_LEVEL = [1, 1, 2, 2, 3] as const;

/**
 * Builds a level from written items: QUESTIONS_PER_LEVEL items of the level's tier (topped up
 * from the tiers below), each with the level's number of answer options. The difficulty
 * measure is options + tier, so it rises with every level when a bank has at least 8 tier-1,
 * 4 tier-2 and 4 tier-3 items (checked by the content tests).
 */
export function writtenLevel(items: readonly WrittenItem[], level: number, random: Random): ContentQuestion[] {
  const index = Math.min(Math.max(level, 1), WRITTEN_TIER_PER_LEVEL.length) - 1;
  const optionCount = WRITTEN_OPTIONS_PER_LEVEL[index];
  const tier = WRITTEN_TIER_PER_LEVEL[index];
  const chosen: WrittenItem[] = [];
  for (let current = tier; current >= 1 && chosen.length < QUESTIONS_PER_LEVEL; current -= 1) {
    const candidates = random.shuffle(items.filter((item) => item.t === current));
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
    }),
  );
}
