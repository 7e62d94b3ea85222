import { Body, Controller, Param, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ActivityAssignment, PlanSummary } from '@flourishly/contracts';
import type { Child } from '../children/child.entity';
import { CurrentChild } from '../children/current-child.decorator';
import { ChildAccessGuard } from '../children/child-access.guard';
import { ActivitiesService } from './activities.service';
import {
  AssignmentIdParamDto,
  AssignmentListQueryDto,
  CreateAssignmentDto,
  PlanSummaryQueryDto,
  UpdateAssignmentDto,
} from './dto/activities.dto';
import { activityAssignmentSchema, planSummarySchema } from '@flourishly/contracts';
import { z } from 'zod';
import { JsonRoute, NoContentRoute } from '../common/openapi/routes';

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
   * 62 days; plans only its days from today on). 400 for a bad date.
   */
  @JsonRoute(
    'GET',
    'activity-assignments',
    'List a day’s (or a range’s) activity assignments',
    z.array(activityAssignmentSchema),
    'The day’s planned activities',
  )
  list(@CurrentChild() child: Child, @Query() query: AssignmentListQueryDto): Promise<ActivityAssignment[]> {
    return query.date ? this.activities.listDay(child, query.date) : this.activities.listRange(child, query.from!, query.to!);
  }

  /** POST .../activity-assignments {date, time 'HH:mm', activityId | custom {title, description, domainType, duration}}: 201 with the assignment; 404 for an unknown activity. */
  @JsonRoute('POST', 'activity-assignments', 'Add a library or custom activity to a day', activityAssignmentSchema, 'The planned activity')
  create(@CurrentChild() child: Child, @Body() body: CreateAssignmentDto): Promise<ActivityAssignment> {
    return this.activities.create(child, body);
  }

  /**
   * PATCH .../activity-assignments/{id} {status: completed | skipped | upcoming}: the updated
   * assignment; 404 if not this child's; 400 for completed or skipped on a later day (after the
   * current date at UTC+14, the latest anywhere).
   */
  @JsonRoute(
    'PATCH',
    'activity-assignments/:id',
    'Mark an activity completed, skipped or upcoming',
    activityAssignmentSchema,
    'The changed activity',
  )
  update(
    @CurrentChild() child: Child,
    @Param() params: AssignmentIdParamDto,
    @Body() body: UpdateAssignmentDto,
  ): Promise<ActivityAssignment> {
    return this.activities.updateStatus(child, params.id, body);
  }

  /** DELETE .../activity-assignments/{id}: 204; 404 if not this child's. */
  @NoContentRoute('DELETE', 'activity-assignments/:id', 'Remove an activity from the plan', 'The planned activity removed')
  async remove(@CurrentChild() child: Child, @Param() params: AssignmentIdParamDto): Promise<void> {
    await this.activities.remove(child, params.id);
  }

  /** GET .../plan-summary?date=yyyy-MM-dd: {date, planned, completed, progress (0-100), lastCompleted {title, completedAt} | null} for the parent dashboard card. */
  @JsonRoute('GET', 'plan-summary', 'A day’s plan figures for the parent dashboard', planSummarySchema, 'The plan summary')
  summary(@CurrentChild() child: Child, @Query() query: PlanSummaryQueryDto): Promise<PlanSummary> {
    return this.activities.summary(child, query.date);
  }
}
