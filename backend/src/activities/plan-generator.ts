import { DOMAIN_LABELS, DOMAIN_TYPES, personaNameOf, type DomainType, type PersonaName } from '@flourishly/contracts';
import { createRandom, seedFromText } from '../common/random';

/** Times of day of a generated plan (family wall clock): morning, afternoon, early evening. */
export const PLAN_SLOTS = ['09:00', '15:30', '18:30'] as const;
/** A day is planned automatically when it lies within this many days from today (0 = today). */
export const PLAN_HORIZON_DAYS = 7;
/** No activity is planned twice within this many days of itself (before or after). */
export const NO_REPEAT_WINDOW_DAYS = 6;

/** The domain each persona leans towards (persona order of docs/product.md). */
export const PERSONA_DOMAINS: Record<PersonaName, DomainType | null> = {
  'Curious Scholar': 'cognitive',
  'Expressive Communicator': 'language',
  'Active Explorer': 'physical',
  'Empathetic Friend': 'social-emotional',
  'Thoughtful Observer': 'moral',
  'Balanced Learner': null,
  'Creative Dreamer': 'language',
  'Energetic Adventurer': 'physical',
  'Analytical Thinker': 'cognitive',
  'Natural Leader': 'social-emotional',
};

export interface PlanCandidate {
  id: number;
  title: string;
  domainType: DomainType;
  skill: string;
}

export interface PlanInput {
  childName: string;
  /** Library activities suitable for the child's age and not used within the no-repeat window. */
  candidates: PlanCandidate[];
  /** Latest assessed scores (0-100) per domain, or null without an assessment. */
  scores: Partial<Record<DomainType, number>> | null;
  /** The parent's primary concern (a domain, or 'none'). */
  concern: string;
  personaType: number | null;
  /** Random numbers in [0, 1) (seeded per child and day, so plans are reproducible). */
  random: () => number;
  /** How many activities to plan. */
  count?: number;
}

export interface PlannedActivity {
  activityId: number;
  time: string;
  reason: string;
}

interface DomainWeight {
  domain: DomainType;
  weight: number;
  reason: (skill: string) => string;
}

/**
 * Weighs the five domains: the weaker an assessed domain, the heavier (score 0 weighs 5, score
 * 100 weighs 1); the parent's main concern adds 2 and the persona's domain adds 1. Each weight
 * carries the reason shown to the parent when its domain is chosen.
 */
export function weighDomains(input: Pick<PlanInput, 'childName' | 'scores' | 'concern' | 'personaType'>): DomainWeight[] {
  const persona = personaNameOf(input.personaType);
  const personaDomain = persona ? PERSONA_DOMAINS[persona] : null;
  const assessed = input.scores ? DOMAIN_TYPES.filter((d) => typeof input.scores?.[d] === 'number') : [];
  const weakest = assessed.length
    ? assessed.reduce((low, d) => ((input.scores![d] as number) < (input.scores![low] as number) ? d : low))
    : null;
  return DOMAIN_TYPES.map((domain) => {
    const label = DOMAIN_LABELS[domain];
    const score = input.scores?.[domain];
    let weight = 1;
    let reason = (skill: string) => `Builds ${skill.toLowerCase()} and keeps ${input.childName}'s week balanced across all five areas.`;
    if (domain === personaDomain) {
      weight += 1;
      reason = (skill) => `Suits ${input.childName}'s ${persona} profile and builds ${skill.toLowerCase()}.`;
    }
    if (domain === input.concern) {
      weight += 2;
      reason = (skill) =>
        `You chose ${label.toLowerCase()} development as ${input.childName}'s main focus; this builds ${skill.toLowerCase()}.`;
    }
    if (typeof score === 'number') {
      weight += (4 * (100 - Math.max(0, Math.min(100, score)))) / 100;
      if (domain === weakest || score < 60) {
        reason = (skill) =>
          `${label} is ${domain === weakest ? `${input.childName}'s area to grow most` : `an area to grow for ${input.childName}`} (${Math.round(score)}/100 in the latest assessment); this builds ${skill.toLowerCase()}.`;
      }
    }
    return { domain, weight, reason };
  });
}

/**
 * Chooses a day's activities: the first slot goes to the heaviest
 * domain (ties drawn at random), the others are drawn by weight without repeating a domain while
 * others remain; within a domain an activity is drawn at random. Never returns one activity twice.
 */
export function generateDayPlan(input: PlanInput): PlannedActivity[] {
  const count = Math.min(input.count ?? PLAN_SLOTS.length, PLAN_SLOTS.length);
  const weights = weighDomains(input).filter((w) => input.candidates.some((c) => c.domainType === w.domain));
  const used = new Set<number>();
  const plan: PlannedActivity[] = [];
  let pool = [...weights];
  for (let slot = 0; slot < count && input.candidates.length > used.size; slot += 1) {
    if (pool.length === 0) pool = weights.filter((w) => input.candidates.some((c) => c.domainType === w.domain && !used.has(c.id)));
    if (pool.length === 0) break;
    let chosen: DomainWeight;
    if (slot === 0) {
      const top = Math.max(...pool.map((w) => w.weight));
      const best = pool.filter((w) => w.weight === top);
      chosen = best[Math.floor(input.random() * best.length)];
    } else {
      const total = pool.reduce((sum, w) => sum + w.weight, 0);
      let roll = input.random() * total;
      chosen = pool[pool.length - 1];
      for (const w of pool) {
        roll -= w.weight;
        if (roll < 0) {
          chosen = w;
          break;
        }
      }
    }
    pool = pool.filter((w) => w !== chosen);
    const options = input.candidates.filter((c) => c.domainType === chosen.domain && !used.has(c.id));
    if (options.length === 0) {
      slot -= 1;
      continue;
    }
    const activity = options[Math.floor(input.random() * options.length)];
    used.add(activity.id);
    plan.push({ activityId: activity.id, time: PLAN_SLOTS[slot], reason: chosen.reason(activity.skill) });
  }
  return plan;
}

/** The day's generator: the same child and date give the same plan (common/random.ts). */
export function seededRandom(seedText: string): () => number {
  return createRandom(seedFromText(seedText)).next;
}
