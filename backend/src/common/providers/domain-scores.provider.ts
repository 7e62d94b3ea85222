import type { DomainType } from '@flourishly/contracts';

/**
 * Injection token of the child's latest development scores. The assessments module provides
 * it (globally); planning and recommendation modules inject it with @Optional() so they work,
 * unweighted, when no provider or no assessment exists.
 */
export const DOMAIN_SCORES_PROVIDER = Symbol('DOMAIN_SCORES_PROVIDER');

export interface DomainScoresProvider {
  /**
   * The latest assessed score (0-100, % of age milestones observed) per domain for the child,
   * only for domains that were scored; null when the child has no assessment.
   */
  latestScores(childId: number): Promise<Partial<Record<DomainType, number>> | null>;
}
