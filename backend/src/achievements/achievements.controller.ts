import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Achievement } from '@flourishly/contracts';
import type { Child } from '../children/child.entity';
import { CurrentChild } from '../common/decorators/current-child.decorator';
import { ChildAccessGuard } from '../common/guards/child-access.guard';
import { AchievementsService } from './achievements.service';
import { ApiJsonResponse } from '../common/openapi/api-responses';
import { achievementSchema } from '@flourishly/contracts';
import { z } from 'zod';

/** A child's achievements (docs/product.md). */
@ApiTags('achievements')
@Controller('child-profiles/:childId/achievements')
@UseGuards(ChildAccessGuard)
export class AchievementsController {
  constructor(private readonly achievements: AchievementsService) {}

  /** GET /api/child-profiles/{childId}/achievements: [{id, title, description, domainType, awardedAt}] newest first; 404 if not yours. */
  @Get()
  @ApiOperation({ summary: 'List a child’s achievements' })
  @ApiJsonResponse(200, z.array(achievementSchema), 'The child’s achievements')
  list(@CurrentChild() child: Child): Promise<Achievement[]> {
    return this.achievements.list(child.id);
  }
}
