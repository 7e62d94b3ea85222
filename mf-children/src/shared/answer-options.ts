import {
  ACTIVITY_LEVEL_LABELS,
  ACTIVITY_LEVELS,
  CHALLENGE_MOOD_LABELS,
  CHALLENGE_MOODS,
  FAMILY_ACTIVITIES,
  FAMILY_ACTIVITY_LABELS,
  GENDER_LABELS,
  GENDERS,
  PARENTAL_INVOLVEMENT,
  PARENTAL_INVOLVEMENT_LABELS,
  PARENTING_PRIORITIES,
  PARENTING_PRIORITY_LABELS,
  PREFERRED_ACTIVITIES,
  PREFERRED_ACTIVITY_LABELS,
  PRIMARY_CONCERN_LABELS,
  PRIMARY_CONCERNS,
  SOCIAL_PREFERENCE_LABELS,
  SOCIAL_PREFERENCES,
  SOCIAL_SKILLS,
  SOCIAL_SKILLS_LABELS,
  TEMPERAMENT_LABELS,
  TEMPERAMENTS,
} from '@flourishly/contracts';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** Select and checkbox options of every child-profile answer (docs/product.md), in spec order. */
export const ANSWER_OPTIONS = {
  gender: options(GENDERS, GENDER_LABELS),
  primaryDevelopmentalConcern: options(PRIMARY_CONCERNS, PRIMARY_CONCERN_LABELS),
  temperament: options(TEMPERAMENTS, TEMPERAMENT_LABELS),
  socialInteractionPreference: options(SOCIAL_PREFERENCES, SOCIAL_PREFERENCE_LABELS),
  preferredActivity: options(PREFERRED_ACTIVITIES, PREFERRED_ACTIVITY_LABELS),
  moodWhenFacingChallenges: options(CHALLENGE_MOODS, CHALLENGE_MOOD_LABELS),
  physicalActivityLevel: options(ACTIVITY_LEVELS, ACTIVITY_LEVEL_LABELS),
  socialSkillsHandling: options(SOCIAL_SKILLS, SOCIAL_SKILLS_LABELS),
  parentalInvolvement: options(PARENTAL_INVOLVEMENT, PARENTAL_INVOLVEMENT_LABELS),
  familyActivityPreferences: options(FAMILY_ACTIVITIES, FAMILY_ACTIVITY_LABELS),
  familyDevelopmentFocus: options(PARENTING_PRIORITIES, PARENTING_PRIORITY_LABELS),
};

/** Placeholder of the optional single-choice answers ('' in the form, null on the wire). */
export const NOT_SPECIFIED = 'Not specified';

/** The single-choice answers that may be empty (null). */
export const NULLABLE_ANSWERS = [
  'temperament',
  'socialInteractionPreference',
  'moodWhenFacingChallenges',
  'physicalActivityLevel',
  'socialSkillsHandling',
  'avatarUrl',
  'gestationalAgeAtBirthWeeks',
  'gestationalAgeAtBirthDays',
  'dailyGameLimitMinutes',
] as const;

/** The weeks-of-pregnancy-at-birth answer: a number input in the form, a number or null on the wire. */
export const GESTATIONAL_AGE_FIELD = 'gestationalAgeAtBirthWeeks';
/** The days beyond those weeks (0-6): a text input in the form, a number or null (0) on the wire. */
export const GESTATIONAL_AGE_DAYS_FIELD = 'gestationalAgeAtBirthDays';
/** The daily game limit: a select's text in the form ('' = no limit), a number or null on the wire. */
export const GAME_LIMIT_FIELD = 'dailyGameLimitMinutes';
/** Answers held as text in the form and sent as whole numbers. */
const NUMBER_ANSWERS = [GESTATIONAL_AGE_FIELD, GESTATIONAL_AGE_DAYS_FIELD, GAME_LIMIT_FIELD] as const;

/**
 * Form values -> wire values: '' (a select's "Not specified") becomes null for the nullable
 * answers; everything else is kept.
 */
export function emptyAnswersToNull<T extends Record<string, unknown>>(values: T): T {
  const result: Record<string, unknown> = { ...values };
  for (const key of NULLABLE_ANSWERS) {
    if (key in result && (result[key] === '' || result[key] === undefined)) result[key] = null;
  }
  // Number answers arrive as text; whole numbers become numbers, anything else stays for the schema to reject.
  for (const key of NUMBER_ANSWERS) {
    const value = result[key];
    if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) result[key] = Number(value);
  }
  return result as T;
}

/** Wire values -> form values: null answers become '' so the selects show "Not specified". */
export function nullAnswersToEmpty<T extends Record<string, unknown>>(values: T): T {
  const result: Record<string, unknown> = { ...values };
  for (const key of NULLABLE_ANSWERS) if (result[key] === null) result[key] = '';
  for (const key of NUMBER_ANSWERS) if (typeof result[key] === 'number') result[key] = String(result[key]);
  return result as T;
}
