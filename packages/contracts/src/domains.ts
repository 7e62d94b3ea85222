import { z } from 'zod';
import { DOMAIN_TYPES, GAME_DOMAINS } from './domain-labels';

export { DOMAIN_TYPES, GAME_DOMAINS, DOMAIN_LABELS } from './domain-labels';
export type { DomainType, GameDomain } from './domain-labels';

/** A development domain (DOMAIN_TYPES). */
export const domainTypeSchema = z.enum(DOMAIN_TYPES);
/** A game domain (GAME_DOMAINS). */
export const gameDomainSchema = z.enum(GAME_DOMAINS);
