import { z } from 'zod';

/** Development domains of assessments, activities and achievements (docs/product.md). */
export const DOMAIN_TYPES = ['cognitive', 'physical', 'social-emotional', 'language', 'moral'] as const;
export const domainTypeSchema = z.enum(DOMAIN_TYPES);
export type DomainType = z.infer<typeof domainTypeSchema>;

/** Game domains: the five development domains plus creative (docs/product.md). */
export const GAME_DOMAINS = [...DOMAIN_TYPES, 'creative'] as const;
export const gameDomainSchema = z.enum(GAME_DOMAINS);
export type GameDomain = z.infer<typeof gameDomainSchema>;

/** Display labels of the domains, in the spec's wording. */
export const DOMAIN_LABELS: Record<GameDomain, string> = {
  cognitive: 'Cognitive',
  physical: 'Physical',
  'social-emotional': 'Social-Emotional',
  language: 'Language',
  moral: 'Moral',
  creative: 'Creative',
};
