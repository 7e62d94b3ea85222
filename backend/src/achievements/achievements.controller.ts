import { Controller, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Achievement, Locale } from '@flourishly/contracts';
import { ContentLocale } from '../common/locale/content-locale';
import type { Child } from '../children/child.entity';
import { CurrentChild } from '../children/current-child.decorator';
import { ChildAccessGuard } from '../children/child-access.guard';
import { AchievementsService } from './achievements.service';
import { endpoints } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** A child's achievements (docs/product.md). */
@ApiTags('achievements')
@Controller('child-profiles/:childId/achievements')
@UseGuards(ChildAccessGuard)
export class AchievementsController {
  constructor(private readonly achievements: AchievementsService) {}

  /**
   * GET /api/child-profiles/{childId}/achievements: [{id, title, description, domainType,
   * awardedAt}] newest first, texts in the parent's language (Content-Language); 404 if not yours.
   */
  @ContractRoute(endpoints.achievements, 'child-profiles/:childId/achievements')
  list(@CurrentChild() child: Child, @ContentLocale() locale: Locale): Promise<Achievement[]> {
    return this.achievements.list(child.id, locale);
  }
}
