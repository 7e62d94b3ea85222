import type {
  ActivityLevel,
  ChallengeMood,
  PreferredActivity,
  PrimaryConcern,
  SocialPreference,
  SocialSkills,
  Temperament,
} from './children';

/**
 * Persona scoring (docs/product.md). The ten personas in the spec's order. A persona's stable
 * number, `personaType`, is its 1-based position in this list (Curious Scholar = 1 ...
 * Natural Leader = 10); never reorder it, only append.
 */
export const PERSONAS = [
  'Curious Scholar',
  'Expressive Communicator',
  'Active Explorer',
  'Empathetic Friend',
  'Thoughtful Observer',
  'Balanced Learner',
  'Creative Dreamer',
  'Energetic Adventurer',
  'Analytical Thinker',
  'Natural Leader',
] as const;
export type PersonaName = (typeof PERSONAS)[number];

/** personaType of a persona: its 1-based position in {@link PERSONAS}. */
export const personaTypeOf = (persona: PersonaName): number => PERSONAS.indexOf(persona) + 1;
/** The persona of a personaType, or null for a missing or unknown number. */
export const personaNameOf = (personaType: number | null | undefined): PersonaName | null =>
  personaType && Number.isInteger(personaType) && personaType >= 1 && personaType <= PERSONAS.length ? PERSONAS[personaType - 1] : null;

/** Every persona starts at 0 except Balanced Learner at 1, which makes it the fallback. */
export const PERSONA_START_SCORES: Readonly<Record<PersonaName, number>> = Object.fromEntries(
  PERSONAS.map((persona) => [persona, persona === 'Balanced Learner' ? 1 : 0]),
) as Record<PersonaName, number>;

/** Points one answer gives: +1 or +2 to one or two personas, and the phrase that explains it. */
export interface PersonaPoints {
  /** Why, as the child page shows it: "loves building and puzzles". */
  reason: string;
  points: Partial<Record<PersonaName, 1 | 2 | 3>>;
}

/**
 * Primary concern: +3 to its persona (spec) and a secondary persona (+2 where the two are
 * closely related, +1 otherwise; our choice). 'none' adds nothing.
 */
export const CONCERN_POINTS: Record<PrimaryConcern, PersonaPoints | null> = {
  cognitive: { reason: 'cognitive focus', points: { 'Curious Scholar': 3, 'Analytical Thinker': 2 } },
  language: { reason: 'language focus', points: { 'Expressive Communicator': 3, 'Creative Dreamer': 1 } },
  physical: { reason: 'physical focus', points: { 'Active Explorer': 3, 'Energetic Adventurer': 2 } },
  'social-emotional': { reason: 'social-emotional focus', points: { 'Empathetic Friend': 3, 'Natural Leader': 1 } },
  moral: { reason: 'moral focus', points: { 'Thoughtful Observer': 3, 'Empathetic Friend': 1 } },
  none: null,
};

/**
 * Every other answer option of docs/product.md (our design; see docs/persona.md): +2 for a
 * strong, direct signal of the persona, +1 for a supporting one. 'difficulty-social' adds
 * nothing (spec).
 */
export const TEMPERAMENT_POINTS: Record<Temperament, PersonaPoints> = {
  calm: { reason: 'calm and adaptable', points: { 'Balanced Learner': 1, 'Thoughtful Observer': 1 } },
  active: { reason: 'very active and energetic', points: { 'Energetic Adventurer': 2, 'Active Explorer': 1 } },
  sensitive: { reason: 'sensitive and cautious', points: { 'Empathetic Friend': 2, 'Thoughtful Observer': 1 } },
  intense: { reason: 'intense reactions', points: { 'Creative Dreamer': 1, 'Expressive Communicator': 1 } },
  persistent: { reason: 'persistent and determined', points: { 'Analytical Thinker': 2, 'Curious Scholar': 1 } },
};

export const SOCIAL_PREFERENCE_POINTS: Record<SocialPreference, PersonaPoints> = {
  outgoing: { reason: 'outgoing with people', points: { 'Natural Leader': 1, 'Expressive Communicator': 1 } },
  selective: { reason: 'warms up to a few people', points: { 'Empathetic Friend': 1 } },
  shy: { reason: 'shy with new people', points: { 'Thoughtful Observer': 2 } },
  observer: { reason: 'watches before joining in', points: { 'Thoughtful Observer': 1, 'Analytical Thinker': 1 } },
  independent: { reason: 'happy playing alone', points: { 'Curious Scholar': 1, 'Active Explorer': 1 } },
};

export const PREFERRED_ACTIVITY_POINTS: Record<PreferredActivity, PersonaPoints> = {
  sensory: { reason: 'loves sensory play', points: { 'Active Explorer': 1 } },
  physical: { reason: 'loves physical play', points: { 'Energetic Adventurer': 1, 'Active Explorer': 1 } },
  creative: { reason: 'loves arts and crafts', points: { 'Creative Dreamer': 2 } },
  music: { reason: 'loves music and dancing', points: { 'Creative Dreamer': 1, 'Expressive Communicator': 1 } },
  building: { reason: 'loves building and puzzles', points: { 'Analytical Thinker': 1, 'Curious Scholar': 1 } },
  pretend: { reason: 'loves pretend play', points: { 'Creative Dreamer': 1, 'Empathetic Friend': 1 } },
  nature: { reason: 'loves nature and the outdoors', points: { 'Active Explorer': 1, 'Curious Scholar': 1 } },
  reading: { reason: 'loves books and stories', points: { 'Curious Scholar': 1, 'Expressive Communicator': 1 } },
};

export const CHALLENGE_MOOD_POINTS: Record<ChallengeMood, PersonaPoints> = {
  persistent: { reason: 'keeps trying at challenges', points: { 'Analytical Thinker': 1, 'Natural Leader': 1 } },
  'seeks-help': { reason: 'asks for help with challenges', points: { 'Empathetic Friend': 1 } },
  frustrated: { reason: 'frustrated by challenges', points: { 'Energetic Adventurer': 1 } },
  discouraged: { reason: 'discouraged by challenges', points: { 'Thoughtful Observer': 1 } },
  avoidant: { reason: 'steps back from challenges', points: { 'Balanced Learner': 1 } },
};

export const ACTIVITY_LEVEL_POINTS: Record<ActivityLevel, PersonaPoints> = {
  'very-active': { reason: 'always on the move', points: { 'Energetic Adventurer': 2 } },
  'moderately-active': { reason: 'moderately active', points: { 'Balanced Learner': 1, 'Active Explorer': 1 } },
  'active-periods': { reason: 'active in bursts', points: { 'Active Explorer': 1 } },
  'prefers-calm': { reason: 'prefers calm activities', points: { 'Thoughtful Observer': 1, 'Curious Scholar': 1 } },
  reluctant: { reason: 'prefers to stay still', points: { 'Thoughtful Observer': 1 } },
};

export const SOCIAL_SKILLS_POINTS: Record<SocialSkills, PersonaPoints | null> = {
  'natural-leader': { reason: 'leads in groups', points: { 'Natural Leader': 2 } },
  cooperative: { reason: 'cooperates well with others', points: { 'Empathetic Friend': 1, 'Balanced Learner': 1 } },
  'one-close-friend': { reason: 'values one close friend', points: { 'Empathetic Friend': 1, 'Thoughtful Observer': 1 } },
  'difficulty-social': null,
  'prefers-adults': { reason: 'enjoys adult company', points: { 'Expressive Communicator': 1, 'Curious Scholar': 1 } },
};

/** The answers persona scoring reads (family context does not count). */
export interface PersonaAnswers {
  primaryDevelopmentalConcern?: PrimaryConcern | null;
  temperament?: Temperament | null;
  socialInteractionPreference?: SocialPreference | null;
  preferredActivity?: readonly PreferredActivity[] | null;
  moodWhenFacingChallenges?: ChallengeMood | null;
  physicalActivityLevel?: ActivityLevel | null;
  socialSkillsHandling?: SocialSkills | null;
}

export interface PersonaResult {
  persona: PersonaName;
  personaType: number;
  /** Final score of every persona. */
  scores: Record<PersonaName, number>;
  /** Why the winner won: phrases of the answers that gave it most, strongest first (at most 3). */
  reasons: string[];
}

/** Most reasons returned with a persona. */
export const MAX_PERSONA_REASONS = 3;

/**
 * The reason given when Balanced Learner wins on its head start alone (no answer gave it or
 * any earlier persona a point): true whether answers were few or spread thin.
 */
export const BALANCED_LEARNER_DEFAULT_REASON = 'no one area stands out in the answers';

/**
 * Computes a child's persona (docs/product.md): start scores, then the points of each given
 * answer (primary concern, temperament, social preference, each preferred activity, challenge
 * mood, activity level, social skills). The highest score wins; ties go to the earlier persona in
 * {@link PERSONAS}; with no answers Balanced Learner's head start makes it the fallback.
 * `reasons` is never empty: a Balanced Learner that won on its head start alone gets
 * {@link BALANCED_LEARNER_DEFAULT_REASON}. Unknown values and other fields (family context) are
 * ignored. Pure: the server stores `personaType`, clients may preview it.
 */
export function computePersona(answers: PersonaAnswers): PersonaResult {
  const scores = { ...PERSONA_START_SCORES };
  const contributions: PersonaPoints[] = [];
  const add = (entry: PersonaPoints | null | undefined) => {
    if (!entry) return;
    contributions.push(entry);
    for (const [persona, points] of Object.entries(entry.points) as [PersonaName, number][]) scores[persona] += points;
  };
  const pick = <K extends string>(table: Record<K, PersonaPoints | null>, value: K | null | undefined) =>
    value && Object.prototype.hasOwnProperty.call(table, value) ? table[value] : null;

  add(pick(CONCERN_POINTS, answers.primaryDevelopmentalConcern));
  add(pick(TEMPERAMENT_POINTS, answers.temperament));
  add(pick(SOCIAL_PREFERENCE_POINTS, answers.socialInteractionPreference));
  for (const activity of new Set(answers.preferredActivity ?? [])) add(pick(PREFERRED_ACTIVITY_POINTS, activity));
  add(pick(CHALLENGE_MOOD_POINTS, answers.moodWhenFacingChallenges));
  add(pick(ACTIVITY_LEVEL_POINTS, answers.physicalActivityLevel));
  add(pick(SOCIAL_SKILLS_POINTS, answers.socialSkillsHandling));

  let persona: PersonaName = 'Balanced Learner';
  let best = -Infinity;
  for (const candidate of PERSONAS) {
    if (scores[candidate] > best) {
      best = scores[candidate];
      persona = candidate;
    }
  }
  const reasons = contributions
    .map((entry, order) => ({ reason: entry.reason, points: entry.points[persona] ?? 0, order }))
    .filter((entry) => entry.points > 0)
    .sort((a, b) => b.points - a.points || a.order - b.order)
    .slice(0, MAX_PERSONA_REASONS)
    .map((entry) => entry.reason);
  // Only Balanced Learner can win with no points from answers (its start score of 1).
  if (reasons.length === 0) reasons.push(BALANCED_LEARNER_DEFAULT_REASON);
  return { persona, personaType: personaTypeOf(persona), scores, reasons };
}

/**
 * What each persona means for a parent: a way to personalise activities, never a diagnosis.
 */
export const PERSONA_DESCRIPTIONS: Record<PersonaName, string> = {
  'Curious Scholar': 'Enjoys finding out how things work; we will suggest questions, experiments and puzzles.',
  'Expressive Communicator': 'Enjoys words, stories and sharing ideas; we will suggest talking, reading and storytelling activities.',
  'Active Explorer': 'Learns by moving and exploring; we will suggest hands-on and outdoor activities.',
  'Empathetic Friend': 'Tuned in to other people’s feelings; we will suggest cooperative and feelings-based activities.',
  'Thoughtful Observer': 'Likes to watch and think before joining in; we will suggest calm, reflective activities.',
  'Balanced Learner': 'Enjoys a bit of everything; we will suggest a varied mix of activities.',
  'Creative Dreamer': 'Full of imagination; we will suggest art, music and pretend play.',
  'Energetic Adventurer': 'Full of energy; we will suggest active games and physical challenges.',
  'Analytical Thinker': 'Likes patterns and problem solving; we will suggest building, logic and strategy activities.',
  'Natural Leader': 'Enjoys taking the lead with others; we will suggest group and responsibility activities.',
};

/** The short form of the disclaimer, shown under the persona badge on the child page. */
export const PERSONA_SHORT_DISCLAIMER = 'Personas help us personalise activities; they are not a diagnosis.';

/** Shown with every persona: what it is and what it is not. */
export const PERSONA_DISCLAIMER =
  'The persona is a starting point for personalising activities from your answers, not a diagnosis. It changes when you edit the profile.';

/** The persona badge's text when a child has no personaType (docs/product.md). */
export const PERSONA_PENDING = 'Personality profile pending';
