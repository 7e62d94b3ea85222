import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  developmentalAgeInYears,
  DOMAIN_TYPES,
  TIPS_AGE_WINDOW_YEARS,
  type DomainType,
  type ParentTip as ParentTipResponse,
  type PersonalizedTips,
} from '@flourishly/contracts';
import type { Child } from '../children/child.entity';
import { DOMAIN_SCORES_PROVIDER, type DomainScoresProvider } from '../common/providers/domain-scores.provider';
import { ParentTip } from './parent-tip.entity';

/** How many of the lowest-scored domains the personalised tips focus on. */
export const FOCUS_DOMAIN_COUNT = 2;

const toResponse = (tip: ParentTip): ParentTipResponse => ({
  id: tip.id,
  content: tip.content,
  minAge: tip.minAge,
  maxAge: tip.maxAge,
  domain: tip.domain,
  source: tip.source,
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
    private readonly em: EntityManager,
    @Optional() @Inject(DOMAIN_SCORES_PROVIDER) private readonly scores?: DomainScoresProvider,
  ) {}

  /**
   * Tips whose age range (whole years) overlaps [minAge, maxAge]: the most age-specific first,
   * interleaved by domain so the dashboard's first three differ.
   */
  async forAgeWindow(minAge: number, maxAge: number): Promise<ParentTipResponse[]> {
    const tips = await this.findOverlapping(minAge, maxAge);
    return interleave(tips, DOMAIN_TYPES).map(toResponse);
  }

  /**
   * Personalised tips for a child: the age window (age ± 1; the corrected age's years for a
   * child born at 37 weeks or earlier, under 24 months) with tips of the child's weakest
   * domains (the two lowest scores of the latest assessment) first.
   */
  async personalized(child: Child, now: Date = new Date()): Promise<PersonalizedTips> {
    const ageYears = developmentalAgeInYears(child, now) ?? 0;
    const latest = (await this.scores?.latestScores(child.id)) ?? null;
    const focusDomains = latest
      ? (Object.entries(latest) as [DomainType, number][])
          .sort((a, b) => a[1] - b[1] || DOMAIN_TYPES.indexOf(a[0]) - DOMAIN_TYPES.indexOf(b[0]))
          .slice(0, FOCUS_DOMAIN_COUNT)
          .map(([domain]) => domain)
      : [];
    const tips = await this.findOverlapping(ageYears - TIPS_AGE_WINDOW_YEARS, ageYears + TIPS_AGE_WINDOW_YEARS);
    const focused = interleave(
      tips.filter((tip) => focusDomains.includes(tip.domain)),
      focusDomains,
    );
    const others = interleave(
      tips.filter((tip) => !focusDomains.includes(tip.domain)),
      DOMAIN_TYPES,
    );
    return { childId: child.id, childName: child.name, ageYears, focusDomains, tips: [...focused, ...others].map(toResponse) };
  }

  private async findOverlapping(minAge: number, maxAge: number): Promise<ParentTip[]> {
    const tips = await this.em.find(ParentTip, { minAge: { $lte: maxAge }, maxAge: { $gte: minAge } }, { orderBy: { id: 'asc' } });
    return tips.sort((a, b) => a.maxAge - a.minAge - (b.maxAge - b.minAge) || a.minAge - b.minAge || a.id - b.id);
  }
}
