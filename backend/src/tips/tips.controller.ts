import { Controller, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Locale, ParentTip, PersonalizedTips } from '@flourishly/contracts';
import { ContentLocale } from '../common/locale/content-locale';
import type { Child } from '../children/child.entity';
import { CurrentChild } from '../children/current-child.decorator';
import { ChildAccessGuard } from '../children/child-access.guard';
import { TipsService } from './tips.service';
import { endpoints, type QueryOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** Parent tips (docs/product.md). Every route needs a session. */
@ApiTags('parent-tips')
@Controller()
export class TipsController {
  constructor(private readonly tips: TipsService) {}

  /**
   * GET /api/parent-tips?minAge={age-1}&maxAge={age+1}[&ageMonths=]: tips [{id, content, minAge,
   * maxAge, minAgeMonths, maxAgeMonths, domain, source, sourceUrl, sourceKind}] whose age range
   * (years) overlaps the window, most age-specific first, mixed by domain; `ageMonths` (the child's
   * developmental age in months) keeps a baby's tips to its month. 400 when an age is missing, not
   * a whole number, outside -1..130 (ageMonths 0..1560), or minAge > maxAge. `content` in the
   * parent's language (Content-Language).
   */
  @ContractRoute(endpoints.parentTips)
  list(@Query() query: QueryOf<typeof endpoints.parentTips>, @ContentLocale() locale: Locale): Promise<ParentTip[]> {
    return this.tips.forAgeWindow(query.minAge, query.maxAge, query.ageMonths, locale);
  }

  /**
   * GET /api/child-profiles/{childId}/parent-tips: {childId, childName, ageYears, focusDomains,
   * tips}: the child's age window with tips of the weakest assessed domains first, in the parent's
   * language (Content-Language); 404 if not yours.
   */
  @ContractRoute(endpoints.childParentTips)
  @UseGuards(ChildAccessGuard)
  personalized(@CurrentChild() child: Child, @ContentLocale() locale: Locale): Promise<PersonalizedTips> {
    return this.tips.personalized(child, new Date(), locale);
  }
}
