// The game screens' texts, scoring and limits without zod: the game page shows them before it
// validates anything (docs/architecture.md, "Page budgets"); games.ts re-exports them with the schemas.
import { POINTS_PER_CORRECT_ANSWER } from './constants';

/** A result of this percent or more unlocks the next level (docs/product.md). */
export const LEVEL_UP_PERCENT = 80;
/** At or above this percent (and under LEVEL_UP_PERCENT) the feedback is 'Good job!'. */
export const GOOD_JOB_PERCENT = 60;

/** Feedback texts by percent correct (docs/product.md). */
export const GAME_FEEDBACK = {
  excellent: "Excellent! You're ready for more challenging questions.",
  good: 'Good job! Keep practicing to improve.',
  keepTrying: 'Keep trying! Practice makes perfect.',
} as const;

/** Whole percent of correct answers (0 when there were no questions). */
export function gamePercent(correctAnswers: number, totalQuestions: number): number {
  if (totalQuestions <= 0) return 0;
  return Math.round((correctAnswers / totalQuestions) * 100);
}

/** Score of a game: 10 points per correct answer, 0 for a wrong one (docs/product.md, Games). */
export function gameScore(correctAnswers: number): number {
  return correctAnswers * POINTS_PER_CORRECT_ANSWER;
}

/** The completion feedback of docs/product.md for a percent correct (0-100). */
export function gameFeedback(percent: number): string {
  if (percent >= LEVEL_UP_PERCENT) return GAME_FEEDBACK.excellent;
  if (percent >= GOOD_JOB_PERCENT) return GAME_FEEDBACK.good;
  return GAME_FEEDBACK.keepTrying;
}

/** The youngest age, in whole years of developmental age, of any game in the catalogue (a test keeps them in step). */
export const YOUNGEST_GAME_AGE = 2;

/** User-facing texts of the games screens (docs/product.md). */
export const GAME_MESSAGES = {
  searchPlaceholder: 'Search games...',
  allDomains: 'All domains',
  emptyTitle: 'No games found',
  emptyDescription: 'Try adjusting your filters or search query.',
  // Shown instead of the spec's empty text when no filter is set: no game fits the child's age yet.
  noGamesForAgeTitle: `Games start at age ${YOUNGEST_GAME_AGE}`,
  noGamesForAgeDescription: "Until then, the best play is with you: today's activities have songs, stories and games for this age.",
  noGamesForAgeAction: "See today's activities",
  recommendedEmpty: 'No recommended games are available right now. Try exploring all games instead!',
  listError: 'Error loading games. Please try again later.',
  playGame: 'Play Game',
  recommendedPrefix: 'Recommended:',
  loadProblem: 'There was a problem loading the game. Please try again later.',
  backToProfile: 'Back to Profile',
  notFound: 'Game Not Found',
  goHome: 'Go Home',
  useHint: 'Use Hint',
  hintTitle: 'Hint',
  noHintTitle: 'No Hint Available',
  noHintDescription: "Sorry, there's no hint for this question.",
  correct: 'Correct! Great job!',
  nextQuestion: 'Next Question',
  finishGame: 'Finish Game',
  errorTitle: 'Error',
  sessionCreateFailed: 'Failed to create game session. Please try again.',
  resultSaveFailed: 'Failed to save game results. Please try again.',
  fetchGames: 'Failed to fetch games',
  fetchRecommendations: 'Failed to fetch game recommendations',
  fetchGame: 'Failed to fetch game',
  fetchContent: 'Failed to fetch game content',
  fetchProgress: 'Failed to fetch game progress',
  fetchChild: 'Failed to fetch child profile',
  completedTitle: 'Game completed!',
  completeHeading: 'Game Complete!',
  savingResult: 'Saving your result…',
  resultSaved: 'Result saved. Returning to the profile…',
  tryAgain: 'Try again',
  progressSummaryTitle: 'Games progress by domain',
  progressSummaryEmpty: 'No games played yet. Progress by domain appears here once a game is finished.',
  progressSummaryError: 'Games progress could not be loaded.',
} as const;

/**
 * The coins money games count with: rupee coins, as the product's prices are in rupees
 * (docs/product.md, "Games"). Values in rupees.
 */
export const RUPEE_COINS = [1, 2, 5, 10, 20] as const;
/** An amount in rupees as a child reads it: '₹17'. */
export const rupees = (amount: number) => `₹${amount}`;

/** The games list's polite status: '1 game', '12 games'. */
export const gameCountText = (count: number) => (count === 1 ? '1 game' : `${count} games`);

/** 'Not quite right. The correct answer is: {answer}' (docs/product.md). */
export const wrongAnswerMessage = (answer: string) => `Not quite right. The correct answer is: ${answer}`;
/** 'Question {n} of {total}' (docs/product.md). */
export const questionCounter = (n: number, total: number) => `Question ${n} of ${total}`;
/** 'Age {min}-{max}' badge of a game card (docs/product.md). */
export const gameAgeBadge = (minAge: number, maxAge: number) => `Age ${minAge}-${maxAge}`;
/** The success toast's description after a finished game. */
export const gameCompletedDescription = (score: number, correct: number, total: number) =>
  `You scored ${score} points (${correct} of ${total} correct).`;

/**
 * A parent's daily game-time limit per child (off by default). "Today" is a rolling 24 hours
 * before the request, since the server does not know the family's time zone (the same rule as
 * a device's "Today's Activity"; docs/architecture.md, "Daily game limit"). Minutes played are
 * the sum of the `duration` (seconds) of the child's game sessions created in that window.
 */
export const DAILY_GAME_LIMIT_MIN_MINUTES = 5;
export const DAILY_GAME_LIMIT_MAX_MINUTES = 240;
/** The rolling window that counts as "today", in hours. */
export const GAME_TIME_WINDOW_HOURS = 24;
/** The limits the settings offer, in minutes (the API accepts any whole number in range). */
export const DAILY_GAME_LIMIT_CHOICES = [15, 30, 45, 60, 90, 120] as const;

export const GAME_LIMIT_MESSAGES = {
  invalid: `The daily game limit must be a whole number of minutes from ${DAILY_GAME_LIMIT_MIN_MINUTES} to ${DAILY_GAME_LIMIT_MAX_MINUTES}, or null for no limit`,
  /** The AAP's guidance, shown where the limit is set. */
  guidance:
    'The American Academy of Pediatrics suggests about an hour a day of screen time for children aged 2 to 5, shared with a parent where possible, and consistent limits for older children.',
  guidanceSource: 'Source: American Academy of Pediatrics, Media and Young Minds (2016).',
  label: 'Daily game limit',
  off: 'No limit',
  /** The 429 of POST /api/game-sessions and the games page's notice. */
  reached: (name: string, limitMinutes: number) =>
    `${name} has reached today\u2019s game time, the ${limitMinutes}-minute daily limit you set. Games will be ready again tomorrow. How about something from today\u2019s plan instead?`,
} as const;

/** Game types of the catalogue (the card's type badge). */
export const GAME_TYPES = [
  'counting',
  'math',
  'pattern',
  'sequence',
  'comparison',
  'logic',
  'time',
  'money',
  'memory',
  'letters',
  'spelling',
  'vocabulary',
  'rhyming',
  'emotions',
  'scenarios',
  'health',
  'movement',
  'colors',
  'shapes',
  'music',
  'story',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Display labels of the game types. */
export const GAME_TYPE_LABELS: Record<GameType, string> = {
  counting: 'Counting',
  math: 'Maths',
  pattern: 'Patterns',
  sequence: 'Sequences',
  comparison: 'Comparing',
  logic: 'Logic',
  time: 'Telling time',
  money: 'Money',
  memory: 'Memory',
  letters: 'Letters',
  spelling: 'Spelling',
  vocabulary: 'Vocabulary',
  rhyming: 'Rhyming',
  emotions: 'Emotions',
  scenarios: 'Scenarios',
  health: 'Healthy habits',
  movement: 'Movement',
  colors: 'Colours',
  shapes: 'Shapes',
  music: 'Music',
  story: 'Stories',
};
