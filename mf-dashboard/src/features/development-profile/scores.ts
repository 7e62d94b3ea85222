import { DOMAIN_TYPES, SCORE_KEYS, type DevelopmentScores, type DomainType } from '@flourishly/contracts';
import type { IntlShape } from 'react-intl';
import { englishIntl } from './messages';
import { domainName } from './texts';

export interface DomainScoreRow {
  domain: DomainType;
  /** The domain's name in the screen's language. */
  label: string;
  /** 0-100, or null when the domain is not scored (too few answers, or no milestones of it at this age). */
  score: number | null;
}

/** The five scores in domain order with their names in the language of `intl` (English by default). */
export function scoreRows(scores: DevelopmentScores, intl: IntlShape = englishIntl()): DomainScoreRow[] {
  return DOMAIN_TYPES.map((domain) => ({ domain, label: domainName(intl, domain), score: scores[SCORE_KEYS[domain]] }));
}
