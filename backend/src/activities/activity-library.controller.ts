import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { developmentalAgeInMonths, type LibraryActivityItem } from '@flourishly/contracts';
import { ChildrenAccessService } from '../children/children-access.service';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/user.entity';
import { ActivitiesService } from './activities.service';
import { endpoints, type QueryOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** The activity library, for the add-activity picker. Needs a session. */
@ApiTags('activities')
@Controller('activities')
export class ActivityLibraryController {
  constructor(
    private readonly activities: ActivitiesService,
    private readonly access: ChildrenAccessService,
  ) {}

  /**
   * GET /api/activities?search=&domain=&age= (or &ageMonths=, or &childId=): library activities
   * [{id, slug, title, description, domainType, duration (min), minAge, maxAge, minAgeMonths,
   * maxAgeMonths, materials, skill, sourceName, sourceUrl, sourceKind}]. `age` is whole years;
   * `ageMonths` a developmental age in months (0-155), chosen by month under 24 months as the
   * plan does; `childId` that child's developmental age in months today (corrected until 24
   * months). 400 for a bad value or more than one of the three; 404 for a child the user cannot see.
   */
  @ContractRoute(endpoints.activityLibrary, 'activities')
  async list(@CurrentUser() user: User, @Query() query: QueryOf<typeof endpoints.activityLibrary>): Promise<LibraryActivityItem[]> {
    const { childId, ...rest } = query;
    if (childId === undefined) return this.activities.library(rest);
    const { child } = await this.access.requireRole(user.id, childId, 'viewer');
    return this.activities.library({ ...rest, ageMonths: Math.max(0, developmentalAgeInMonths(child)) });
  }
}
