import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LibraryActivityItem } from '@flourishly/contracts';
import { ActivitiesService } from './activities.service';
import { LibraryQueryDto } from './dto/activities.dto';
import { ApiJsonResponse } from '../common/openapi/api-responses';
import { libraryActivitySchema } from '@flourishly/contracts';
import { z } from 'zod';

/** The activity library, for the add-activity picker. Needs a session. */
@ApiTags('activities')
@Controller('activities')
export class ActivityLibraryController {
  constructor(private readonly activities: ActivitiesService) {}

  /** GET /api/activities?search=&domain=&age=: library activities [{id, slug, title, description, domainType, duration (min), minAge, maxAge, materials, skill, sourceName, sourceUrl}]. */
  @Get()
  @ApiOperation({ summary: 'Search the activity library' })
  @ApiJsonResponse(200, z.array(libraryActivitySchema), 'Library activities')
  list(@Query() query: LibraryQueryDto): Promise<LibraryActivityItem[]> {
    return this.activities.library(query);
  }
}
