// The domains, their labels and the scores' names and texts without zod, for pages that only show
// them (docs/architecture.md, "Page budgets"); domains.ts and development.ts add the schemas.

/** Development domains of assessments, activities and achievements (docs/product.md). */
export const DOMAIN_TYPES = ['cognitive', 'physical', 'social-emotional', 'language', 'moral'] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

/** Game domains: the five development domains plus creative (docs/product.md). */
export const GAME_DOMAINS = [...DOMAIN_TYPES, 'creative'] as const;
export type GameDomain = (typeof GAME_DOMAINS)[number];

/** Display labels of the domains, in the spec's wording. */
export const DOMAIN_LABELS: Record<GameDomain, string> = {
  cognitive: 'Cognitive',
  physical: 'Physical',
  'social-emotional': 'Social-Emotional',
  language: 'Language',
  moral: 'Moral',
  creative: 'Creative',
};

/** Wire names of the five scores (docs/product.md "Development assessment"). */
export const SCORE_KEYS = {
  cognitive: 'cognitive',
  physical: 'physical',
  'social-emotional': 'socialEmotional',
  language: 'language',
  moral: 'moral',
} as const satisfies Record<DomainType, string>;
export type ScoreKey = (typeof SCORE_KEYS)[DomainType];

/** What a domain score means, shown wherever scores are. */
export const SCORE_LABEL = '% of age milestones observed';
export const SCORE_NOTE = 'These scores show the share of age milestones you observed. They are not a screening or diagnostic result.';
export const TALK_TO_DOCTOR_LABEL = 'Talk to your doctor';
