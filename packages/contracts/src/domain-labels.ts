// The domains and their labels without zod, for pages that only show them (docs/architecture.md,
// "Page budgets"); domains.ts adds the schemas.

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
