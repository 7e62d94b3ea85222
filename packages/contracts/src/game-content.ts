import * as z from 'zod/mini';
import { GAME_PICTURES, MAX_QUESTION_PICTURES } from './game-pictures';

/**
 * A game level's content and its reader (docs/product.md, "Games"), in zod's tree-shakable
 * `zod/mini` form: the game page loads this reader before it shows the first question, and
 * the mini build costs it about 7 KB gzip instead of the whole of zod (about 28 KB gzip;
 * docs/architecture.md, "Page budgets"). games.ts composes these schemas into the API's
 * schemas, so the backend validates with the same ones.
 */

/** Answer options of a question, at least and at most. */
export const MIN_ANSWERS = 2;
export const MAX_ANSWERS = 4;

/** A picture name of game-pictures.ts. */
export const gamePictureSchema = z.enum(GAME_PICTURES);

/** One quiz question (docs/product.md): `correctAnswer` indexes `answers`. */
export const gameQuestionSchema = z
  .object({
    question: z.string().check(z.minLength(1)),
    answers: z.array(z.string().check(z.minLength(1))).check(z.minLength(MIN_ANSWERS), z.maxLength(MAX_ANSWERS)),
    correctAnswer: z.int().check(z.gte(0)),
    explanation: z.optional(z.string()),
    /** Pictures shown with the question, in order (things to count, a pattern with its gap). */
    pictures: z.optional(z.array(gamePictureSchema).check(z.minLength(1), z.maxLength(MAX_QUESTION_PICTURES))),
    /** One picture per answer, shown instead of the answer's word (games for pre-readers). */
    answerPictures: z.optional(z.array(gamePictureSchema)),
  })
  .check(
    z.refine((question) => question.correctAnswer < question.answers.length, {
      message: 'correctAnswer must index an answer',
      path: ['correctAnswer'],
    }),
    z.refine((question) => question.answerPictures === undefined || question.answerPictures.length === question.answers.length, {
      message: 'answerPictures must give one picture per answer',
      path: ['answerPictures'],
    }),
  );
export type GameQuestion = z.infer<typeof gameQuestionSchema>;

/** The questions of one level, with the seed that produced them. */
export const gameLevelContentSchema = z.object({
  questions: z.array(gameQuestionSchema).check(z.minLength(1)),
  difficultyLevel: z.optional(z.int().check(z.positive())),
  seed: z.optional(z.int()),
});
export type GameLevelContent = z.infer<typeof gameLevelContentSchema>;

/** Parsed, playable content of a level: questions and the hint of each (null when none). */
export interface PlayableContent {
  questions: GameQuestion[];
  hints: (string | null)[];
}

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads content of docs/product.md leniently (JSON text or objects). Malformed content counts as
 * none (docs/product.md): returns null when there is no first item, no valid questions list or
 * no question.
 */
export function parseGameContent(raw: unknown): PlayableContent | null {
  if (!Array.isArray(raw) || raw.length === 0) return null;
  const first = raw[0] as { content?: unknown; hints?: unknown } | null;
  if (!first || typeof first !== 'object') return null;
  const content = gameLevelContentSchema.safeParse(parseJsonText(first.content));
  if (!content.success || content.data.questions.length === 0) return null;
  const hintsRaw = parseJsonText(first.hints);
  const hintList = Array.isArray(hintsRaw) ? hintsRaw : [];
  const hints = content.data.questions.map((_, index) => {
    const hint: unknown = hintList[index];
    return typeof hint === 'string' && hint.trim().length > 0 ? hint : null;
  });
  return { questions: content.data.questions, hints };
}
