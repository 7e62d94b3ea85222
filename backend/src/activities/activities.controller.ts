import { Body, Controller, Param, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ActivityAssignment, Locale, PlanSummary } from '@flourishly/contracts';
import { ContentLocale } from '../common/locale/content-locale';
import type { Child } from '../children/child.entity';
import { CurrentChild } from '../children/current-child.decorator';
import { ChildAccessGuard } from '../children/child-access.guard';
import { ActivitiesService } from './activities.service';
import { endpoints, type BodyOf, type QueryOf, type ParamsOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** A child's daily plan (docs/product.md). Every route: session + own child, else 404. */
@ApiTags('activity-assignments')
@Controller('child-profiles/:childId')
@UseGuards(ChildAccessGuard)
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  /**
   * GET /api/child-profiles/{childId}/activity-assignments?date=yyyy-MM-dd: that day's
   * assignments [{id, status, scheduledFor, activity {id, title, description, domainType,
   * duration (minutes), sourceName, sourceUrl}, reason, source, completedAt}] in time order; a day
   * from yesterday to today + 7 is planned on first request. Or ?from=&to= (inclusive, at most
   * 62 days; plans only its days from today on). 400 for a bad date. Titles, descriptions and
   * reasons in the parent's language (Content-Language).
   */
  @ContractRoute(endpoints.activityAssignments, 'child-profiles/:childId')
  list(
    @CurrentChild() child: Child,
    @Query() query: QueryOf<typeof endpoints.activityAssignments>,
    @ContentLocale() locale: Locale,
  ): Promise<ActivityAssignment[]> {
    return query.date
      ? this.activities.listDay(child, query.date, locale)
      : this.activities.listRange(child, query.from!, query.to!, locale);
  }

  /** POST .../activity-assignments {date, time 'HH:mm', activityId | custom {title, description, domainType, duration}}: 201 with the assignment; 404 for an unknown activity. */
  @ContractRoute(endpoints.createActivityAssignment, 'child-profiles/:childId')
  create(
    @CurrentChild() child: Child,
    @Body() body: BodyOf<typeof endpoints.createActivityAssignment>,
    @ContentLocale() locale: Locale,
  ): Promise<ActivityAssignment> {
    return this.activities.create(child, body, locale);
  }

  /**
   * PATCH .../activity-assignments/{id} {status: completed | skipped | upcoming}: the updated
   * assignment; 404 if not this child's; 400 for completed or skipped on a later day (after the
   * current date at UTC+14, the latest anywhere).
   */
  @ContractRoute(endpoints.updateActivityAssignment, 'child-profiles/:childId')
  update(
    @CurrentChild() child: Child,
    @Param() params: ParamsOf<typeof endpoints.updateActivityAssignment>,
    @Body() body: BodyOf<typeof endpoints.updateActivityAssignment>,
    @ContentLocale() locale: Locale,
  ): Promise<ActivityAssignment> {
    return this.activities.updateStatus(child, params.id, body, new Date(), locale);
  }

  /** DELETE .../activity-assignments/{id}: 204; 404 if not this child's. */
  @ContractRoute(endpoints.deleteActivityAssignment, 'child-profiles/:childId')
  async remove(@CurrentChild() child: Child, @Param() params: ParamsOf<typeof endpoints.deleteActivityAssignment>): Promise<void> {
    await this.activities.remove(child, params.id);
  }

  /** GET .../plan-summary?date=yyyy-MM-dd: {date, planned, completed, progress (0-100), lastCompleted {title, completedAt} | null} for the parent dashboard card. */
  @ContractRoute(endpoints.planSummary, 'child-profiles/:childId')
  summary(
    @CurrentChild() child: Child,
    @Query() query: QueryOf<typeof endpoints.planSummary>,
    @ContentLocale() locale: Locale,
  ): Promise<PlanSummary> {
    return this.activities.summary(child, query.date, locale);
  }
}
