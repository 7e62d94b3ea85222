/**
 * Business constants and limits (docs/product.md). Every number the product shows or enforces
 * lives here once; backend and front ends import it.
 */

/** At most one toast is visible at a time. */
export const TOAST_LIMIT = 1;
/** Default display time of a toast, in milliseconds. */
export const TOAST_DURATION_MS = 5000;
/** Delay before a dismissed toast is removed from state, in milliseconds. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** Max width of the toast viewport from the medium breakpoint up, in CSS pixels. */
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;

/** Minimum length of a child's name, in characters. */
export const CHILD_NAME_MIN_LENGTH = 2;
/** Earliest accepted date of birth (ISO date). */
export const EARLIEST_BIRTH_DATE = '1900-01-01';
/** The young-child form of the wizard applies at this age (whole years) or under. */
export const YOUNG_CHILD_MAX_AGE = 5;
/** Days per year used by the dashboard's age rule. */
export const DAYS_PER_YEAR = 365.25;
/** The add-child wizard has this many steps. */
export const WIZARD_STEPS = 3;
/** Target age range of the product, in whole years. */
export const TARGET_AGE_MIN = 0;
export const TARGET_AGE_MAX = 12;

/** Delay of the redirect screens, in milliseconds. */
export const REDIRECT_DELAY_MS = 1000;
/** The learning-plan week strip: days shown, first day (0 = Sunday) and navigation step. */
export const WEEK_STRIP_DAYS = 7;
export const WEEK_STARTS_ON = 0;
export const WEEK_NAVIGATION_DAYS = 7;
/** At most this many achievements on the child dashboard. */
export const MAX_RECENT_ACHIEVEMENTS = 4;
/** date-fns formats of the plan query and of activity times. */
export const PLAN_DATE_FORMAT = 'yyyy-MM-dd';
export const ACTIVITY_TIME_FORMAT = 'h:mm a';

/** Points per correct answer in a game; wrong answers score 0. */
export const POINTS_PER_CORRECT_ANSWER = 10;
/** Games start at this level. */
export const GAME_START_LEVEL = 1;

/**
 * The level a child plays a game at (docs/product.md, Games): their saved level, at least the
 * start level; the start level without progress (`null`: none yet, or it could not be read).
 */
export const gameLevelOf = (progress: { currentLevel: number } | null): number =>
  progress ? Math.max(GAME_START_LEVEL, progress.currentLevel) : GAME_START_LEVEL;
/**
 * The level that fits a child's age in a game made for ages `minAge`-`maxAge` (docs/product.md,
 * "Games"): level 1 at the youngest age, the game's last level (5) at the oldest, in even steps
 * between, so a 7-year-old in a game for ages 5-8 starts at level 3, not at three-letter words.
 * Whole years of chronological age (games start at 2 years); null (unknown) gives level 1.
 */
export function gameStartLevelForAge(game: { minAge: number; maxAge: number }, ageYears: number | null, levels = 5): number {
  if (ageYears === null || ageYears <= game.minAge || game.maxAge <= game.minAge) return GAME_START_LEVEL;
  const step = Math.floor(((Math.min(ageYears, game.maxAge) - game.minAge) * (levels - 1)) / (game.maxAge - game.minAge));
  return GAME_START_LEVEL + step;
}

/** From this age (whole years of developmental age) a game may ask a child to read its answers. */
export const READING_AGE = 6;

/**
 * The highest level a child of `ageYears` may play in a game (docs/product.md, "Games"): under
 * READING_AGE its `preReaderLevels` (the levels answered without reading), else all its levels;
 * all of them when the age is unknown (null) or the game gives no `preReaderLevels`.
 */
export function gameLevelCapForAge(game: { levels: number; preReaderLevels?: number }, ageYears: number | null): number {
  if (ageYears === null || ageYears >= READING_AGE || game.preReaderLevels === undefined) return game.levels;
  return Math.min(game.levels, game.preReaderLevels);
}

/** Redirect delay after a finished game, in milliseconds. */
export const GAME_COMPLETION_REDIRECT_MS = 2000;

/** At most this many tips on the child dashboard; the age window is the child's age ± this. */
export const MAX_DASHBOARD_TIPS = 3;
export const TIPS_AGE_WINDOW_YEARS = 1;
/** Full mark of each development domain score. */
export const ASSESSMENT_FULL_MARK = 100;
/** At most this many interests on a user profile. */
export const MAX_INTERESTS = 5;
/** Sleep minutes are divided by this and shown to one decimal. */
export const MINUTES_PER_HOUR = 60;

/** Monthly prices in rupees; Schools is priced on request. */
export const PRICES_INR = { basic: 749, plus: 1499, premium: 2399 } as const;
/** Marketing-only plan limits on child profiles (null = unlimited); not enforced (docs/product.md). */
export const PLAN_CHILD_LIMITS = { basic: 1, plus: 3, premium: null, schools: null } as const;

/**
 * Caps that keep one family's data bounded (docs/architecture.md, "Caps and pagination"): the
 * API answers 409 with {@link CAP_MESSAGES} instead of storing one more.
 */
export const MAX_CHILDREN_PER_PARENT = 12;
export const MAX_DEVICES_PER_CHILD = 10;
/** Activities a parent adds (library or custom) to one child's day; the generated plan is not counted. */
export const MAX_PARENT_ASSIGNMENTS_PER_DAY = 20;
/** Assessments submitted for one child in one UTC day (a parent may redo one a few times, not thousands). */
export const MAX_ASSESSMENTS_PER_CHILD_PER_DAY = 20;
/** Assessment submissions per signed-in user and minute, across their children. */
export const ASSESSMENT_RATE_LIMIT_PER_MINUTE = 30;
export const CAP_MESSAGES = {
  children: `You can add at most ${MAX_CHILDREN_PER_PARENT} child profiles`,
  assessments: `You can submit at most ${MAX_ASSESSMENTS_PER_CHILD_PER_DAY} assessments for a child in one day. Please try again tomorrow.`,
  devices: `A child can have at most ${MAX_DEVICES_PER_CHILD} connected devices: disconnect one first`,
  assignments: `You can add at most ${MAX_PARENT_ASSIGNMENTS_PER_DAY} activities to one day`,
} as const;

/** The product's name: the same in every language. */
export const BRAND_NAME = 'Flourishly';
