import { Controller, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { developmentalAgeInMonths, type LibraryActivityItem, type Locale } from '@flourishly/contracts';
import { ContentLocale } from '../common/locale/content-locale';
import { ChildAccessGuard } from '../children/child-access.guard';
import type { ChildFields } from '../children/child.mapper';
import { OptionalChildFields } from '../children/current-child.decorator';
import { ActivitiesService } from './activities.service';
import { endpoints, type QueryOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** The activity library, for the add-activity picker. Needs a session. */
@ApiTags('activities')
@Controller('activities')
export class ActivityLibraryController {
  constructor(private readonly activities: ActivitiesService) {}

  /**
   * GET /api/activities?search=&domain=&age= (or &ageMonths=, or &childId=): library activities
   * [{id, slug, title, description, domainType, duration (min), minAge, maxAge, minAgeMonths,
   * maxAgeMonths, materials, skill, sourceName, sourceUrl, sourceKind}]. `age` is whole years;
   * `ageMonths` a developmental age in months (0-155), chosen by month under 24 months as the
   * plan does; `childId` that child's developmental age in months today (corrected until 24
   * months). 400 for a bad value or more than one of the three; 404 for a child the user cannot see.
   * Texts in the parent's language (Content-Language); `search` matches them and the English.
   */
  @ContractRoute(endpoints.activityLibrary, 'activities')
  @UseGuards(ChildAccessGuard)
  async list(
    @OptionalChildFields() child: ChildFields | null,
    @Query() { childId: _named, ...rest }: QueryOf<typeof endpoints.activityLibrary>,
    @ContentLocale() locale: Locale,
  ): Promise<LibraryActivityItem[]> {
    if (!child) return this.activities.library(rest, locale);
    return this.activities.library({ ...rest, ageMonths: Math.max(0, developmentalAgeInMonths(child)) }, locale);
  }
}
