import { EntityRepository } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  CHOOSE_BY_MONTH_UNDER_MONTHS,
  developmentalAgeInMonths,
  developmentalAgeInYears,
  fitsAgeInMonths,
  DOMAIN_TYPES,
  TIPS_AGE_WINDOW_YEARS,
  type DomainType,
  type Locale,
  type ParentTip as ParentTipResponse,
  type PersonalizedTips,
} from '@flourishly/contracts';
import type { Child } from '../children/child.entity';
import { DOMAIN_SCORES_PROVIDER, type DomainScoresProvider } from '../common/providers/domain-scores.provider';
import { tipContentIn } from '../content/localize';
import { ParentTip } from './parent-tip.entity';

/** How many of the lowest-scored domains the personalised tips focus on. */
export const FOCUS_DOMAIN_COUNT = 2;

/** A tip as the API answers it, its text in `locale`. */
const toResponse = (tip: ParentTip, locale: Locale): ParentTipResponse => ({
  id: tip.id,
  content: tipContentIn(locale, tip.key, tip.content),
  minAge: tip.minAge,
  maxAge: tip.maxAge,
  minAgeMonths: tip.minAgeMonths,
  maxAgeMonths: tip.maxAgeMonths,
  domain: tip.domain,
  source: tip.source,
  sourceUrl: tip.sourceUrl,
  sourceKind: tip.sourceKind,
});

/** Interleaves tips by domain (in `domainOrder`) so that any first few cover several domains. */
function interleave(tips: ParentTip[], domainOrder: readonly DomainType[]): ParentTip[] {
  const queues = domainOrder.map((domain) => tips.filter((tip) => tip.domain === domain));
  const result: ParentTip[] = [];
  for (let round = 0; result.length < tips.length; round += 1) {
    for (const queue of queues) if (queue[round]) result.push(queue[round]);
  }
  return result;
}

/** Parent tips (docs/product.md). */
@Injectable()
export class TipsService {
  constructor(
    @InjectRepository(ParentTip) private readonly tips: EntityRepository<ParentTip>,
    @Optional() @Inject(DOMAIN_SCORES_PROVIDER) private readonly scores?: DomainScoresProvider,
  ) {}

  /**
   * Tips whose age range (whole years) overlaps [minAge, maxAge]: the most age-specific first,
   * interleaved by domain so the dashboard's first three differ. With `ageMonths` (developmental
   * age in months) the window is narrowed as for a child (see {@link personalized}); without it, a
   * window centred on 2 years or more leaves out the tips that end before 24 months. Texts in
   * `locale` (English by default).
   */
  async forAgeWindow(minAge: number, maxAge: number, ageMonths?: number, locale: Locale = 'en'): Promise<ParentTipResponse[]> {
    const months = ageMonths ?? ((minAge + maxAge) / 2 >= 2 ? CHOOSE_BY_MONTH_UNDER_MONTHS : undefined);
    const tips = await this.findOverlapping(minAge, maxAge, months);
    return interleave(tips, DOMAIN_TYPES).map((tip) => toResponse(tip, locale));
  }

  /**
   * Personalised tips for a child: under 24 months of developmental age the tips for that month;
   * from then the age window (age ± 1) without baby tips; with tips of the child's weakest
   * domains (the two lowest scores of the latest assessment) first. Texts in `locale`.
   */
  async personalized(child: Child, now: Date = new Date(), locale: Locale = 'en'): Promise<PersonalizedTips> {
    const ageYears = developmentalAgeInYears(child, now) ?? 0;
    const ageMonths = Math.max(0, developmentalAgeInMonths(child, now));
    const latest = (await this.scores?.latestScores(child.id)) ?? null;
    const focusDomains = latest
      ? (Object.entries(latest) as [DomainType, number][])
          .sort((a, b) => a[1] - b[1] || DOMAIN_TYPES.indexOf(a[0]) - DOMAIN_TYPES.indexOf(b[0]))
          .slice(0, FOCUS_DOMAIN_COUNT)
          .map(([domain]) => domain)
      : [];
    const tips = await this.findOverlapping(ageYears - TIPS_AGE_WINDOW_YEARS, ageYears + TIPS_AGE_WINDOW_YEARS, ageMonths);
    const focused = interleave(
      tips.filter((tip) => focusDomains.includes(tip.domain)),
      focusDomains,
    );
    const others = interleave(
      tips.filter((tip) => !focusDomains.includes(tip.domain)),
      DOMAIN_TYPES,
    );
    return {
      childId: child.id,
      childName: child.name,
      ageYears,
      focusDomains,
      tips: [...focused, ...others].map((tip) => toResponse(tip, locale)),
    };
  }

  /**
   * Tips for the years window; with a developmental age in months, under 24 months only the tips
   * whose month range holds it (docs/product.md, "Plan and tips by age"), from 24 months none that
   * end before it.
   */
  private async findOverlapping(minAge: number, maxAge: number, ageMonths?: number): Promise<ParentTip[]> {
    const byMonth = ageMonths !== undefined && ageMonths < CHOOSE_BY_MONTH_UNDER_MONTHS;
    const found = await this.tips.find(
      byMonth
        ? { minAgeMonths: { $lte: ageMonths }, maxAgeMonths: { $gte: ageMonths } }
        : { minAge: { $lte: maxAge }, maxAge: { $gte: minAge } },
      { orderBy: { id: 'asc' } },
    );
    const tips = ageMonths === undefined ? found : found.filter((tip) => fitsAgeInMonths(tip, ageMonths));
    return tips.sort((a, b) => a.maxAge - a.minAge - (b.maxAge - b.minAge) || a.minAge - b.minAge || a.id - b.id);
  }
}
