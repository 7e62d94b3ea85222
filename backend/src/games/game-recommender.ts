import {
  DOMAIN_LABELS,
  MAX_GAME_RECOMMENDATIONS,
  developmentalAgeInYears,
  personaNameOf,
  type GameDomain,
  type PersonaName,
  type PrimaryConcern,
} from '@flourishly/contracts';

/** What a domain builds, as parents read it in a reason. */
export const DOMAIN_PHRASES: Record<GameDomain, string> = {
  cognitive: 'thinking skills',
  physical: 'body awareness',
  'social-emotional': 'social-emotional skills',
  language: 'language',
  moral: 'kindness and fairness',
  creative: 'creativity',
};

/** The domains each persona enjoys most (docs/product.md's ten personas). */
export const PERSONA_DOMAINS: Record<PersonaName, GameDomain[]> = {
  'Curious Scholar': ['cognitive'],
  'Expressive Communicator': ['language'],
  'Active Explorer': ['physical'],
  'Empathetic Friend': ['social-emotional'],
  'Thoughtful Observer': ['moral'],
  'Balanced Learner': [],
  'Creative Dreamer': ['creative'],
  'Energetic Adventurer': ['physical'],
  'Analytical Thinker': ['cognitive'],
  'Natural Leader': ['social-emotional', 'moral'],
};

export interface RecommenderChild {
  name: string;
  dateOfBirth: string;
  /** Weeks and days of gestation at birth: a preterm child's age is corrected until 24 months. */
  gestationalAgeAtBirthWeeks?: number | null;
  gestationalAgeAtBirthDays?: number | null;
  personaType: number | null;
  primaryDevelopmentalConcern: PrimaryConcern;
}

export interface RecommenderGame {
  id: number;
  title: string;
  domain: GameDomain;
  minAge: number;
  maxAge: number;
  levels: number;
}

export interface RecommenderPlay {
  gameId: number;
  currentLevel: number;
  timesPlayed: number;
  lastPlayedAt: Date | null;
}

export interface RecommenderInput<G extends RecommenderGame> {
  child: RecommenderChild;
  games: G[];
  /** Latest assessed score per domain (0-100), or null without an assessment. */
  scores: Partial<Record<GameDomain, number>> | null;
  plays: RecommenderPlay[];
  now: Date;
  limit?: number;
}

/** Why a game is recommended, by the rule that weighed most: the reason's words in any language. */
export type RecommendationWhy =
  | { kind: 'focus'; domain: GameDomain }
  | { kind: 'concern'; domain: GameDomain }
  | { kind: 'persona'; persona: PersonaName }
  | { kind: 'unlocked'; level: number }
  | { kind: 'new'; domain: GameDomain }
  | { kind: 'age'; domain: GameDomain };

export interface Recommendation<G extends RecommenderGame> {
  game: G;
  /** The reason in English (`reasonText` of `why`). */
  reason: string;
  why: RecommendationWhy;
  score: number;
}

/** A recommendation's reason in English, for the child named `name`. */
export function reasonText(why: RecommendationWhy, name: string): string {
  switch (why.kind) {
    case 'focus':
      return `Builds ${DOMAIN_PHRASES[why.domain]}, ${name}'s focus area this week`;
    case 'concern':
      return `Supports ${DOMAIN_PHRASES[why.domain]}, the area you asked us to focus on`;
    case 'persona':
      return `A great fit for ${name}, our ${why.persona}`;
    case 'unlocked':
      return `${name} unlocked level ${why.level}: ready to continue`;
    case 'new':
      return `New for ${name}: practises ${DOMAIN_PHRASES[why.domain]} (${DOMAIN_LABELS[why.domain]})`;
    case 'age':
      return `Right for ${name}'s age: practises ${DOMAIN_PHRASES[why.domain]}`;
  }
}

/** Games played this recently count as "just played" and step back. */
const RECENT_PLAY_MS = 2 * 24 * 60 * 60 * 1000;
/** At most this many recommendations from one domain, while others are available. */
const MAX_PER_DOMAIN = 2;

/**
 * Chooses a child's games: only games whose age range contains the child's developmental age in
 * whole years (developmentalAgeInYears: corrected until 24 months, as the plan and tips use); weighted by the weakest assessed domains, the parent's primary concern, the
 * persona's favourite domains and recent play (just played steps back; a game in progress
 * comes forward). Each comes with the reason that weighed most. Deterministic for its input.
 */
export function recommendGames<G extends RecommenderGame>(input: RecommenderInput<G>): Recommendation<G>[] {
  const { child, scores, now } = input;
  const age = developmentalAgeInYears(child, now);
  if (age === null) return [];
  const persona = personaNameOf(child.personaType);
  const personaDomains = persona ? PERSONA_DOMAINS[persona] : [];
  const weakest = scores
    ? (Object.entries(scores) as [GameDomain, number][])
        .filter(([, value]) => typeof value === 'number' && value < 100)
        .sort((a, b) => a[1] - b[1])
        .slice(0, 2)
        .map(([domain]) => domain)
    : [];
  const plays = new Map(input.plays.map((play) => [play.gameId, play]));

  const scored = input.games
    .filter((game) => game.minAge <= age && age <= game.maxAge)
    .map((game): Recommendation<G> => {
      const reasons: { weight: number; why: RecommendationWhy }[] = [];
      const weakIndex = weakest.indexOf(game.domain);
      if (weakIndex >= 0) reasons.push({ weight: 30 - weakIndex * 8, why: { kind: 'focus', domain: game.domain } });
      if (child.primaryDevelopmentalConcern === game.domain) reasons.push({ weight: 24, why: { kind: 'concern', domain: game.domain } });
      if (persona && personaDomains.includes(game.domain)) reasons.push({ weight: 14, why: { kind: 'persona', persona } });
      const play = plays.get(game.id);
      const playedRecently = play?.lastPlayedAt ? now.getTime() - play.lastPlayedAt.getTime() < RECENT_PLAY_MS : false;
      if (play && play.currentLevel > 1 && play.currentLevel <= game.levels && !playedRecently) {
        reasons.push({ weight: 12, why: { kind: 'unlocked', level: play.currentLevel } });
      }
      if (!play) reasons.push({ weight: 6, why: { kind: 'new', domain: game.domain } });
      const centre = (game.minAge + game.maxAge) / 2;
      const ageFit = Math.max(0, 5 - Math.abs(centre - age));
      const penalty = playedRecently ? 20 : 0;
      const best = reasons.sort((a, b) => b.weight - a.weight)[0];
      const score = reasons.reduce((sum, reason) => sum + reason.weight, 0) + ageFit - penalty;
      const why: RecommendationWhy = best?.why ?? { kind: 'age', domain: game.domain };
      return { game, reason: reasonText(why, child.name), why, score };
    })
    .sort((a, b) => b.score - a.score || a.game.id - b.game.id);

  const limit = input.limit ?? MAX_GAME_RECOMMENDATIONS;
  const chosen: Recommendation<G>[] = [];
  const perDomain = new Map<GameDomain, number>();
  for (const candidate of scored) {
    if (chosen.length >= limit) break;
    const count = perDomain.get(candidate.game.domain) ?? 0;
    if (count >= MAX_PER_DOMAIN) continue;
    perDomain.set(candidate.game.domain, count + 1);
    chosen.push(candidate);
  }
  for (const candidate of scored) {
    if (chosen.length >= limit) break;
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }
  return chosen;
}
