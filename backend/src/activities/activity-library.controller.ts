import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { LibraryActivityItem } from '@flourishly/contracts';
import { ActivitiesService } from './activities.service';
import { LibraryQueryDto } from './dto/activities.dto';
import { libraryActivitySchema } from '@flourishly/contracts';
import { z } from 'zod';
import { JsonRoute } from '../common/openapi/routes';

/** The activity library, for the add-activity picker. Needs a session. */
@ApiTags('activities')
@Controller('activities')
export class ActivityLibraryController {
  constructor(private readonly activities: ActivitiesService) {}

  /** GET /api/activities?search=&domain=&age=: library activities [{id, slug, title, description, domainType, duration (min), minAge, maxAge, materials, skill, sourceName, sourceUrl}]. */
  @JsonRoute('GET', '', 'Search the activity library', z.array(libraryActivitySchema), 'Library activities')
  list(@Query() query: LibraryQueryDto): Promise<LibraryActivityItem[]> {
    return this.activities.library(query);
  }
}
