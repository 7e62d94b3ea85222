/**
 * Hindi (Devanagari) of the written social and moral games for older children: Friendship
 * Choices and the Calm-Down Toolkit (games/content/banks/social-emotional.ts), Kindness Quest,
 * Fair Play Arena and the Honesty Trail (banks/moral.ts). Each bank's Hindi is written item by
 * item, by the English question, in its own file; games/content/social-moral-hindi.ts pairs every
 * text of the banks with its Hindi by position, so an answer keeps its place and the answer key
 * holds. Names stay as they are; numbers keep Western digits.
 */
import { CALM_DOWN_HI } from './games-calm-down.hi';
import { FAIR_PLAY_HI } from './games-fair-play.hi';
import { FRIENDSHIP_HI } from './games-friendship.hi';
import { HONESTY_HI } from './games-honesty.hi';
import { KINDNESS_HI } from './games-kindness.hi';

/** One written item in Hindi: its question, right answer, wrong answers (in the English's order), explanation and hint. */
export type WrittenItemHi = readonly [question: string, answer: string, wrong: readonly string[], explanation: string, hint: string];

/** A written bank in Hindi: each item by its English question. */
export type WrittenBankHi = Readonly<Record<string, WrittenItemHi>>;

/** The Hindi of each bank, by the slug of its game. */
export const SOCIAL_MORAL_BANKS_HI = {
  'friendship-choices': FRIENDSHIP_HI,
  'calm-down-toolkit': CALM_DOWN_HI,
  'kindness-quest': KINDNESS_HI,
  'fair-play-arena': FAIR_PLAY_HI,
  'honesty-trail': HONESTY_HI,
} as const satisfies Record<string, WrittenBankHi>;
