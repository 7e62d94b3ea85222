import { z } from 'zod';
import { entityIdParamSchema } from './ids';
import { choiceSchema } from './text';

/** What a choice of the child-profile forms says when nothing known is chosen. */
export const CHOICE_MESSAGES = {
  gender: 'Choose a gender, or Prefer not to say',
  concern: 'Choose the area you would most like to support, or None',
  answer: 'Choose one of the answers',
  involvement: 'Choose how involved the family is',
} as const;

/**
 * Child-profile enumerations of docs/product.md. Each list keeps the spec's order; the
 * labels are what parents read. Schemas for create/update payloads build on these.
 */
export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export const genderSchema = choiceSchema(GENDERS, CHOICE_MESSAGES.gender);
export type Gender = z.infer<typeof genderSchema>;

/** Primary developmental concern as the add-child form offers it. */
export const PRIMARY_CONCERNS = ['cognitive', 'physical', 'social-emotional', 'language', 'none'] as const;
/** Every concern persona scoring knows: the form's five plus moral (docs/product.md). */
export const PERSONA_CONCERNS = [...PRIMARY_CONCERNS, 'moral'] as const;
export const primaryConcernSchema = choiceSchema(PERSONA_CONCERNS, CHOICE_MESSAGES.concern);
export type PrimaryConcern = z.infer<typeof primaryConcernSchema>;

export const PARENTAL_INVOLVEMENT = ['highly-involved', 'balanced', 'supportive', 'busy', 'extended-family'] as const;
export const parentalInvolvementSchema = choiceSchema(PARENTAL_INVOLVEMENT, CHOICE_MESSAGES.involvement);
export type ParentalInvolvement = z.infer<typeof parentalInvolvementSchema>;
export const DEFAULT_PARENTAL_INVOLVEMENT: ParentalInvolvement = 'balanced';

export const TEMPERAMENTS = ['calm', 'active', 'sensitive', 'intense', 'persistent'] as const;
export const temperamentSchema = choiceSchema(TEMPERAMENTS, CHOICE_MESSAGES.answer);
export type Temperament = z.infer<typeof temperamentSchema>;

export const SOCIAL_PREFERENCES = ['outgoing', 'selective', 'shy', 'observer', 'independent'] as const;
export const socialPreferenceSchema = choiceSchema(SOCIAL_PREFERENCES, CHOICE_MESSAGES.answer);
export type SocialPreference = z.infer<typeof socialPreferenceSchema>;

export const PREFERRED_ACTIVITIES = ['sensory', 'physical', 'creative', 'music', 'building', 'pretend', 'nature', 'reading'] as const;
export const preferredActivitySchema = choiceSchema(PREFERRED_ACTIVITIES, CHOICE_MESSAGES.answer);
export type PreferredActivity = z.infer<typeof preferredActivitySchema>;

export const CHALLENGE_MOODS = ['persistent', 'seeks-help', 'frustrated', 'discouraged', 'avoidant'] as const;
export const challengeMoodSchema = choiceSchema(CHALLENGE_MOODS, CHOICE_MESSAGES.answer);
export type ChallengeMood = z.infer<typeof challengeMoodSchema>;

export const ACTIVITY_LEVELS = ['very-active', 'moderately-active', 'active-periods', 'prefers-calm', 'reluctant'] as const;
export const activityLevelSchema = choiceSchema(ACTIVITY_LEVELS, CHOICE_MESSAGES.answer);
export type ActivityLevel = z.infer<typeof activityLevelSchema>;

export const SOCIAL_SKILLS = ['natural-leader', 'cooperative', 'one-close-friend', 'difficulty-social', 'prefers-adults'] as const;
export const socialSkillsSchema = choiceSchema(SOCIAL_SKILLS, CHOICE_MESSAGES.answer);
export type SocialSkills = z.infer<typeof socialSkillsSchema>;

export const FAMILY_ACTIVITIES = [
  'outdoor',
  'creative',
  'educational',
  'sports',
  'reading',
  'games',
  'cooking',
  'technology',
  'travel',
  'community',
] as const;
export const familyActivitySchema = choiceSchema(FAMILY_ACTIVITIES, CHOICE_MESSAGES.answer);
export type FamilyActivity = z.infer<typeof familyActivitySchema>;

export const PARENTING_PRIORITIES = [
  'independence',
  'social-skills',
  'academics',
  'creativity',
  'physical-health',
  'emotional-regulation',
  'multicultural',
  'practical-life',
  'leadership',
  'environmental',
] as const;
export const parentingPrioritySchema = choiceSchema(PARENTING_PRIORITIES, CHOICE_MESSAGES.answer);
export type ParentingPriority = z.infer<typeof parentingPrioritySchema>;

/** Path parameter of child-scoped routes: /api/child-profiles/{childId} or .../{childId}/... */
export const childIdSchema = entityIdParamSchema;

/**
 * Labels (docs/product.md's "meaning") of every answer option, in the spec's order. Forms show
 * them; the persona's "why" reuses them.
 */
export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

export const PRIMARY_CONCERN_LABELS: Record<PrimaryConcern, string> = {
  cognitive: 'Cognitive development',
  physical: 'Physical development',
  'social-emotional': 'Social-emotional development',
  language: 'Language development',
  none: 'No specific concern',
  moral: 'Moral development',
};

export const TEMPERAMENT_LABELS: Record<Temperament, string> = {
  calm: 'Generally calm and adaptable',
  active: 'Very active and energetic',
  sensitive: 'Sensitive and cautious in new situations',
  intense: 'Shows intense reactions',
  persistent: 'Persistent and determined',
};

export const SOCIAL_PREFERENCE_LABELS: Record<SocialPreference, string> = {
  outgoing: 'Outgoing, enjoys meeting new people',
  selective: 'Selective, warms up to a few people',
  shy: 'Shy, needs time with new people',
  observer: 'Watches first, then joins in',
  independent: 'Independent, happy playing alone',
};

export const PREFERRED_ACTIVITY_LABELS: Record<PreferredActivity, string> = {
  sensory: 'Sensory play',
  physical: 'Physical play',
  creative: 'Arts and crafts',
  music: 'Music and dancing',
  building: 'Building and puzzles',
  pretend: 'Pretend play',
  nature: 'Nature and outdoors',
  reading: 'Books and stories',
};

export const CHALLENGE_MOOD_LABELS: Record<ChallengeMood, string> = {
  persistent: 'Keeps trying until it works',
  'seeks-help': 'Asks for help',
  frustrated: 'Gets frustrated quickly',
  discouraged: 'Gets discouraged',
  avoidant: 'Avoids the challenge',
};

export const ACTIVITY_LEVEL_LABELS: Record<ActivityLevel, string> = {
  'very-active': 'Very active, always on the move',
  'moderately-active': 'Moderately active',
  'active-periods': 'Active in bursts',
  'prefers-calm': 'Prefers calm activities',
  reluctant: 'Reluctant to be physically active',
};

export const SOCIAL_SKILLS_LABELS: Record<SocialSkills, string> = {
  'natural-leader': 'A natural leader in groups',
  cooperative: 'Cooperative, plays well with others',
  'one-close-friend': 'Prefers one close friend',
  'difficulty-social': 'Finds social situations difficult',
  'prefers-adults': 'Prefers the company of adults',
};

export const PARENTAL_INVOLVEMENT_LABELS: Record<ParentalInvolvement, string> = {
  'highly-involved': 'Highly involved, we do a lot together',
  balanced: 'Balanced involvement',
  supportive: 'Supportive, the child leads',
  busy: 'Busy schedule, limited time',
  'extended-family': 'Extended family helps a lot',
};

export const FAMILY_ACTIVITY_LABELS: Record<FamilyActivity, string> = {
  outdoor: 'Outdoor adventures',
  creative: 'Creative projects',
  educational: 'Educational outings',
  sports: 'Sports',
  reading: 'Reading together',
  games: 'Board and card games',
  cooking: 'Cooking and baking',
  technology: 'Technology and coding',
  travel: 'Travel',
  community: 'Community and volunteering',
};

export const PARENTING_PRIORITY_LABELS: Record<ParentingPriority, string> = {
  independence: 'Independence',
  'social-skills': 'Social skills',
  academics: 'Academics',
  creativity: 'Creativity',
  'physical-health': 'Physical health',
  'emotional-regulation': 'Emotional regulation',
  multicultural: 'Multicultural awareness',
  'practical-life': 'Practical life skills',
  leadership: 'Leadership',
  environmental: 'Environmental awareness',
};
