import { DOMAIN_LABELS, DOMAIN_TYPES, SCORE_KEYS, type DevelopmentScores, type DomainType } from '@flourishly/contracts';

export interface DomainScoreRow {
  domain: DomainType;
  label: string;
  /** 0-100, or null when the domain is not scored (too few answers, or no milestones of it at this age). */
  score: number | null;
}

/** How an unscored domain reads, in the bars and on the radar's axis. */
export const NOT_SCORED_LABEL = 'Not scored';
/** Why a domain can be unscored (domainScore in the contracts). */
export const NOT_SCORED_NOTE =
  'Not scored: fewer than 2 milestones of the area were answered, or the checklist for this age has none of it.';

/** The five scores in domain order with their labels. */
export function scoreRows(scores: DevelopmentScores): DomainScoreRow[] {
  return DOMAIN_TYPES.map((domain) => ({ domain, label: DOMAIN_LABELS[domain], score: scores[SCORE_KEYS[domain]] }));
}

/** "4 years" / "18 months": a checklist age for people. */
export function formatAgeMonths(months: number): string {
  if (months < 24 || months === 30) return `${months} months`;
  return `${Math.floor(months / 12)} years`;
}
