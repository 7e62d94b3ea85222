import { DOMAIN_LABELS, DOMAIN_TYPES, type DomainType } from '@flourishly/contracts';

/** What the rules look at: the child's completed activities and the game just finished, if any. */
export interface AchievementFacts {
  /** Completed activities: domain and the plan day ('yyyy-MM-dd') they were scheduled for. */
  completed: { domainType: string; date: string }[];
  /** The game session that triggered this evaluation, if any. */
  game?: { correctAnswers: number; totalQuestions: number };
}

export interface AchievementRule {
  /** Stable key; each child earns a rule at most once. */
  key: string;
  title: string;
  /** The title for a child under {@link BABY_AGE_MONTHS}, where `title` would not fit the age. */
  babyTitle?: string;
  description: string;
  /** The domain shown with the achievement ('general' gets the default icon and colour). */
  domainType: string;
  earned: (facts: AchievementFacts) => boolean;
}

/**
 * Under this age (months) a child is a baby or young toddler: an achievement's name must not speak
 * of steps or words they may not have yet (docs/product.md, "Achievements").
 */
export const BABY_AGE_MONTHS = 24;

/** The rule's title for a child of `ageMonths` (null: unknown age, the usual title). */
export function achievementTitle(rule: AchievementRule, ageMonths: number | null): string {
  return ageMonths !== null && ageMonths < BABY_AGE_MONTHS && rule.babyTitle ? rule.babyTitle : rule.title;
}

/** The number of activities of one domain that earns that domain's badge. */
export const DOMAIN_BADGE_COUNT = 5;
/** Consecutive days with a completed activity that earn the streak badge. */
export const STREAK_DAYS = 7;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/** The longest run of consecutive calendar days in the list. */
export function longestStreak(dates: string[]): number {
  const days = [...new Set(dates.map(dayNumber))].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  days.forEach((day, index) => {
    run = index > 0 && day === days[index - 1] + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

/** Whether some Sunday-to-Saturday week holds completed activities of all five domains. */
export function everyDomainInOneWeek(completed: AchievementFacts['completed']): boolean {
  const weeks = new Map<number, Set<string>>();
  for (const item of completed) {
    const day = dayNumber(item.date);
    // 1970-01-01 was a Thursday; shift so weeks start on Sunday.
    const week = Math.floor((day + 4) / 7);
    const set = weeks.get(week) ?? new Set<string>();
    set.add(item.domainType);
    weeks.set(week, set);
  }
  return [...weeks.values()].some((set) => DOMAIN_TYPES.every((domain) => set.has(domain)));
}

/** Domain badges renamed for a baby. */
const DOMAIN_BADGE_BABY_TITLES: Partial<Record<DomainType, string>> = { language: 'Babble and Chat' };

const DOMAIN_BADGE_TITLES: Record<DomainType, string> = {
  cognitive: 'Curious Mind',
  physical: 'On the Move',
  'social-emotional': 'Big Heart',
  language: 'Word Builder',
  moral: 'Kindness Champion',
};

/**
 * Every achievement and the rule that awards it, in one table. Rules are evaluated
 * when an activity is completed or a game finishes; an earned rule is never awarded again.
 */
export const ACHIEVEMENT_RULES: AchievementRule[] = [
  {
    key: 'first-activity',
    title: 'First Steps',
    babyTitle: 'First Playtime Together',
    description: 'Completed the first activity of the learning plan.',
    domainType: 'general',
    earned: (facts) => facts.completed.length >= 1,
  },
  ...DOMAIN_TYPES.map((domain) => ({
    key: `five-${domain}`,
    title: DOMAIN_BADGE_TITLES[domain],
    babyTitle: DOMAIN_BADGE_BABY_TITLES[domain],
    description: `Completed ${DOMAIN_BADGE_COUNT} ${DOMAIN_LABELS[domain]} activities.`,
    domainType: domain,
    earned: (facts: AchievementFacts) => facts.completed.filter((item) => item.domainType === domain).length >= DOMAIN_BADGE_COUNT,
  })),
  {
    key: 'seven-day-streak',
    title: 'Week-Long Streak',
    description: `Completed activities on ${STREAK_DAYS} days in a row.`,
    domainType: 'general',
    earned: (facts) => longestStreak(facts.completed.map((item) => item.date)) >= STREAK_DAYS,
  },
  {
    key: 'every-domain-week',
    title: 'All-Round Week',
    description: 'Completed activities in all five domains within one week.',
    domainType: 'general',
    earned: (facts) => everyDomainInOneWeek(facts.completed),
  },
  {
    key: 'first-game',
    title: 'Game On',
    description: 'Finished a first learning game.',
    domainType: 'cognitive',
    earned: (facts) => facts.game !== undefined,
  },
  {
    key: 'first-perfect-game',
    title: 'Perfect Score',
    description: 'Answered every question of a game correctly.',
    domainType: 'cognitive',
    earned: (facts) => facts.game !== undefined && facts.game.totalQuestions > 0 && facts.game.correctAnswers === facts.game.totalQuestions,
  },
];
