import { z } from 'zod';
import { dateTimeSchema } from './date-schemas';
import { textSchema } from './text';
import { entityIdSchema, entityIdParamSchema, queryIntegerSchema } from './ids';
import { GAME_START_LEVEL, POINTS_PER_CORRECT_ANSWER, TARGET_AGE_MAX, TARGET_AGE_MIN } from './constants';
import { gameDomainSchema } from './domains';
import { gameLevelContentSchema } from './game-content';
import { DAILY_GAME_LIMIT_MAX_MINUTES, DAILY_GAME_LIMIT_MIN_MINUTES, GAME_LIMIT_MESSAGES, GAME_TYPES, gameScore } from './game-texts';

export * from './game-texts';
export * from './game-content';

/**
 * Games: catalogue, content, recommendations, progress and sessions (docs/product.md,
 * 8 and 9). The backend validates with these schemas; mf-games reads with them.
 */

/** A game type of the catalogue (`GAME_TYPES` of game-texts.ts, zod-free for the games list). */
export const gameTypeSchema = z.enum(GAME_TYPES);

/** Every game has this many difficulty levels (1 = easiest). */
export const GAME_LEVEL_COUNT = 5;
/** Questions served per level. */
export const QUESTIONS_PER_LEVEL = 8;
/** How many recommendations a child gets at most. */
export const MAX_GAME_RECOMMENDATIONS = 6;
/** Longest play a session may report, in seconds (one day); keeps inputs inside the database's integers. */
export const MAX_GAME_SESSION_SECONDS = 86_400;
/** Most questions a completion may report (a level serves QUESTIONS_PER_LEVEL; this is the input bound). */
export const MAX_GAME_QUESTIONS = 100;
/** Highest score a session may report: every one of MAX_GAME_QUESTIONS right. */
export const MAX_GAME_SCORE = MAX_GAME_QUESTIONS * POINTS_PER_CORRECT_ANSWER;

/** A game of the catalogue (docs/product.md). `imageUrl` is served by the app itself. */
export const gameSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  domain: gameDomainSchema,
  type: gameTypeSchema,
  imageUrl: z.string(),
  minAge: z.number().int().min(TARGET_AGE_MIN).max(TARGET_AGE_MAX),
  maxAge: z.number().int().min(TARGET_AGE_MIN).max(TARGET_AGE_MAX),
  levels: z.number().int().positive(),
  /**
   * The levels a child younger than READING_AGE plays (1 to this): every answer of them can be
   * given without reading (docs/product.md, "Games"). Equal to `levels` when all of them can.
   */
  preReaderLevels: z.number().int().positive().optional(),
});
export type Game = z.infer<typeof gameSchema>;

const ageParam = queryIntegerSchema(TARGET_AGE_MIN, TARGET_AGE_MAX);

/**
 * GET /api/games query (docs/product.md: `domain=&minAge=0&maxAge={childAge}`). An empty domain
 * means all domains. A game matches when its age range overlaps [minAge, maxAge].
 */
export const gameListQuerySchema = z
  .object({
    domain: z.union([z.literal(''), gameDomainSchema]).optional(),
    minAge: ageParam.optional(),
    maxAge: ageParam.optional(),
  })
  .refine((query) => query.minAge === undefined || query.maxAge === undefined || query.minAge <= query.maxAge, {
    message: 'minAge must not be greater than maxAge',
    path: ['minAge'],
  });
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

/** Path parameter {id} of /api/games/{id}. */
export const gameIdParamSchema = z.object({ id: entityIdParamSchema });

/** A difficulty level: 1..GAME_LEVEL_COUNT. */
const difficultyLevelSchema = z.number().int().min(GAME_START_LEVEL).max(GAME_LEVEL_COUNT);

/** GET /api/games/{id}/content query: the level (1..5, default 1) and an optional seed (tests, replays). */
export const gameContentQuerySchema = z.object({
  difficultyLevel: queryIntegerSchema(GAME_START_LEVEL, GAME_LEVEL_COUNT).default(GAME_START_LEVEL),
  seed: queryIntegerSchema(0, 2 ** 31 - 1).optional(),
});
export type GameContentQuery = z.infer<typeof gameContentQuerySchema>;

/**
 * GET /api/games/{id}/content answer (docs/product.md): a list whose first item has `content`
 * (an object, or JSON text of one, with a questions list) and optional `hints` by question
 * index (a list, or JSON text of one).
 */
export const gameContentItemSchema = z.object({
  content: z.union([gameLevelContentSchema, z.string()]),
  hints: z.union([z.array(z.string().nullable()), z.string()]).optional(),
});
export const gameContentSchema = z.array(gameContentItemSchema);
export type GameContentItem = z.infer<typeof gameContentItemSchema>;
export type GameContent = z.infer<typeof gameContentSchema>;

/** A recommendation (docs/product.md): the game and why it suits this child. */
export const gameRecommendationSchema = z.object({
  game: gameSchema,
  recommendationReason: z.string(),
});
export type GameRecommendation = z.infer<typeof gameRecommendationSchema>;

/** GET /api/child-profiles/{childId}/game-progress?gameId= query. */
export const gameProgressQuerySchema = z.object({ gameId: entityIdParamSchema });

/** A child's progress in one game (docs/product.md: currentLevel; plus best result and plays). */
export const gameProgressSchema = z.object({
  childId: z.number().int().positive(),
  gameId: z.number().int().positive(),
  currentLevel: z.number().int().min(GAME_START_LEVEL),
  bestScore: z.number().int().min(0),
  bestPercent: z.number().int().min(0).max(100),
  timesPlayed: z.number().int().min(0),
  lastPlayedAt: z.string().nullable(),
});
export type GameProgress = z.infer<typeof gameProgressSchema>;

/** Seconds played: 0..MAX_GAME_SESSION_SECONDS. */
const durationSchema = z.number().int().min(0).max(MAX_GAME_SESSION_SECONDS);
/** A score: 0..MAX_GAME_SCORE. */
const scoreSchema = z.number().int().min(0).max(MAX_GAME_SCORE);

/**
 * POST /api/game-sessions body (docs/product.md). `difficultyLevel` 1..GAME_LEVEL_COUNT;
 * `duration` in seconds (≤ one day); `score` ≤ MAX_GAME_SCORE; `startedAt` ISO time.
 */
export const createGameSessionSchema = z.object({
  childId: entityIdSchema,
  gameId: entityIdSchema,
  difficultyLevel: difficultyLevelSchema,
  startedAt: dateTimeSchema,
  duration: durationSchema.default(0),
  score: scoreSchema.default(0),
});
export type CreateGameSessionInput = z.input<typeof createGameSessionSchema>;

/** POST /api/game-sessions answer. */
export const gameSessionCreatedSchema = z.object({ id: z.number().int().positive() });
export type GameSessionCreated = z.infer<typeof gameSessionCreatedSchema>;

/** Path parameter {id} of /api/game-sessions/{id}/complete. */
export const gameSessionIdParamSchema = z.object({ id: entityIdParamSchema });

export const GAME_SESSION_MESSAGES = {
  scoreMismatch: `score must be ${POINTS_PER_CORRECT_ANSWER} × correctAnswers`,
  tooManyCorrect: 'correctAnswers must not be greater than totalQuestions',
  alreadyCompleted: 'This game session is already completed',
  sessionNotFound: 'Game session not found',
  gameNotFound: 'Game not found',
  levelTooHigh: 'This game has no such difficulty level',
  levelLocked: 'This level is not unlocked yet: a result of 80% or more on the level before unlocks it',
  levelNeedsReading: 'This level asks a child to read its answers: it opens at age 6',
  wrongQuestionCount: `totalQuestions must be ${QUESTIONS_PER_LEVEL}, the number of questions a level serves`,
  progressNotFound: 'No progress in this game yet',
  tooFast: 'These answers came faster than the questions can be read, so the result was not saved.',
  endsBeforeStart: 'completedAt must not be before startedAt',
  playedTooLongAgo: 'This game was played too long ago to be saved',
} as const;

/**
 * The longest a session counts for: a level's eight questions in half an hour at the most. A
 * session's time is the server's clock from its start to its completion, capped at this (a game
 * left open does not use up the day's limit).
 */
export const GAME_SESSION_MAX_SECONDS = 30 * 60;
/** The least time a correct answer takes (reading the question and choosing): faster results are refused. */
export const GAME_MIN_SECONDS_PER_CORRECT_ANSWER = 1;

/**
 * PATCH /api/game-sessions/{id}/complete body (docs/product.md). Checked here: score =
 * 10 × correctAnswers, correctAnswers ≤ totalQuestions ≤ MAX_GAME_QUESTIONS, duration ≤ one
 * day. The server also requires totalQuestions = QUESTIONS_PER_LEVEL and stores its own
 * feedback (section 9, by percent): the client's `feedback` is accepted but not trusted.
 */
export const completeGameSessionSchema = z
  .object({
    score: scoreSchema,
    correctAnswers: z.number().int().min(0).max(MAX_GAME_QUESTIONS),
    totalQuestions: z.number().int().positive().max(MAX_GAME_QUESTIONS),
    feedback: textSchema().max(500).default(''),
    duration: durationSchema.optional(),
  })
  .refine((result) => result.correctAnswers <= result.totalQuestions, {
    message: GAME_SESSION_MESSAGES.tooManyCorrect,
    path: ['correctAnswers'],
  })
  .refine((result) => result.score === gameScore(result.correctAnswers), {
    message: GAME_SESSION_MESSAGES.scoreMismatch,
    path: ['score'],
  });
export type CompleteGameSessionInput = z.input<typeof completeGameSessionSchema>;

/** How long after it was played a session played offline is still saved: the write waits in the phone's queue at most a day. */
export const PLAYED_SESSION_MAX_AGE_HOURS = 48;

/**
 * POST /api/game-sessions/played body: a whole session played without a network, sent when it
 * returns (docs/architecture.md, "Offline and installed"): the child, game and level played,
 * when it started and ended (ISO, the device's clock: the server could not time it) and its
 * result, checked as PATCH .../complete checks it.
 */
export const playedGameSessionSchema = z
  .object({
    childId: entityIdSchema,
    gameId: entityIdSchema,
    difficultyLevel: difficultyLevelSchema,
    startedAt: dateTimeSchema,
    completedAt: dateTimeSchema,
    score: scoreSchema,
    correctAnswers: z.number().int().min(0).max(MAX_GAME_QUESTIONS),
    totalQuestions: z.number().int().positive().max(MAX_GAME_QUESTIONS),
    feedback: textSchema().max(500).default(''),
  })
  .refine((result) => result.correctAnswers <= result.totalQuestions, {
    message: GAME_SESSION_MESSAGES.tooManyCorrect,
    path: ['correctAnswers'],
  })
  .refine((result) => result.score === gameScore(result.correctAnswers), {
    message: GAME_SESSION_MESSAGES.scoreMismatch,
    path: ['score'],
  })
  .refine((result) => Date.parse(result.completedAt) >= Date.parse(result.startedAt), {
    message: GAME_SESSION_MESSAGES.endsBeforeStart,
    path: ['completedAt'],
  });
export type PlayedGameSessionInput = z.input<typeof playedGameSessionSchema>;

/** PATCH .../complete answer: the stored result and the child's progress after it. */
export const gameSessionResultSchema = z.object({
  id: z.number().int().positive(),
  score: z.number().int(),
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  percent: z.number().int(),
  feedback: z.string(),
  completedAt: z.string(),
  leveledUp: z.boolean(),
  progress: gameProgressSchema,
});
export type GameSessionResult = z.infer<typeof gameSessionResultSchema>;

/**
 * One game domain of a child's games progress (GET /api/child-profiles/{childId}/game-progress/summary):
 * distinct games with a completed session, completed sessions, the mean of their percents
 * correct (whole percent) and the highest level reached (unlocked) in any game of the domain.
 */
export const gameDomainProgressSchema = z.object({
  domain: gameDomainSchema,
  gamesPlayed: z.number().int().min(0),
  sessionsCompleted: z.number().int().min(0),
  averagePercent: z.number().int().min(0).max(100),
  highestLevel: z.number().int().min(GAME_START_LEVEL),
});
export type GameDomainProgress = z.infer<typeof gameDomainProgressSchema>;
/** The summary: one entry per domain played, in GAME_DOMAINS order; empty before any game. */
export const gameProgressSummarySchema = z.array(gameDomainProgressSchema);
export type GameProgressSummary = z.infer<typeof gameProgressSummarySchema>;

/** The daily game limit in minutes; null turns it off. */
export const dailyGameLimitMinutesSchema = z
  .number({ error: GAME_LIMIT_MESSAGES.invalid })
  .int(GAME_LIMIT_MESSAGES.invalid)
  .min(DAILY_GAME_LIMIT_MIN_MINUTES, GAME_LIMIT_MESSAGES.invalid)
  .max(DAILY_GAME_LIMIT_MAX_MINUTES, GAME_LIMIT_MESSAGES.invalid)
  .nullable();

/**
 * GET /api/child-profiles/{childId}/game-time: the limit (null when off), the minutes played in the
 * last 24 hours (whole minutes, rounded down), the minutes left (null without a limit) and
 * whether the limit is reached (no new game session can start).
 */
export const gameTimeSchema = z.object({
  childId: z.number().int(),
  limitMinutes: z.number().int().nullable(),
  playedMinutes: z.number().int().min(0),
  remainingMinutes: z.number().int().min(0).nullable(),
  limitReached: z.boolean(),
});
export type GameTime = z.infer<typeof gameTimeSchema>;

/**
 * The game time for a limit and the seconds played in the window: reached once the seconds
 * played are at least the limit's. Pure, so the server and tests share it.
 */
export function gameTimeOf(childId: number, limitMinutes: number | null, playedSeconds: number): GameTime {
  const playedMinutes = Math.floor(Math.max(0, playedSeconds) / 60);
  if (limitMinutes === null) return { childId, limitMinutes, playedMinutes, remainingMinutes: null, limitReached: false };
  const remainingSeconds = Math.max(0, limitMinutes * 60 - playedSeconds);
  return { childId, limitMinutes, playedMinutes, remainingMinutes: Math.ceil(remainingSeconds / 60), limitReached: remainingSeconds === 0 };
}
