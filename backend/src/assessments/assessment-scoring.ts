import {
  DOMAIN_TYPES,
  MILESTONE_ANSWER_POINTS,
  SCORE_KEYS,
  domainScore,
  type DevelopmentScores,
  type DomainResult,
  type DomainType,
  type MilestoneAnswers,
  type MilestoneItem,
} from '@flourishly/contracts';

/**
 * Scores answered milestones per domain: score = 100 × points ÷ (10 × items
 * answered) with yes 10, sometimes 5, not yet 0, rounded to a whole percent; null (not shown)
 * when the domain has fewer than MIN_ANSWERS_PER_DOMAIN answers unless every item the checklist
 * has for it was answered (see domainScore). Unanswered items do not count.
 */
export function scoreAnswers(items: readonly MilestoneItem[], answers: MilestoneAnswers): DomainResult[] {
  return DOMAIN_TYPES.map((domain) => {
    const inDomain = items.filter((item) => item.domain === domain);
    const given = inDomain.filter((item) => answers[item.key]).map((item) => answers[item.key]);
    return {
      domain,
      answered: given.length,
      points: given.reduce((sum, answer) => sum + MILESTONE_ANSWER_POINTS[answer], 0),
      score: domainScore(given, inDomain.length),
    };
  });
}

/** The five wire scores {cognitive, physical, socialEmotional, language, moral, assessedAt}. */
export function toDevelopmentScores(results: readonly DomainResult[], assessedAt: Date): DevelopmentScores {
  const byDomain = new Map(results.map((result) => [result.domain, result.score]));
  const scores = Object.fromEntries(
    (Object.entries(SCORE_KEYS) as [DomainType, string][]).map(([domain, key]) => [key, byDomain.get(domain) ?? null]),
  );
  return { ...(scores as Omit<DevelopmentScores, 'assessedAt'>), assessedAt: assessedAt.toISOString() };
}

/** Whole calendar months from a 'yyyy-MM-dd' birth date to `now` (shared with the front end). */
export { ageInMonths } from '@flourishly/contracts';
