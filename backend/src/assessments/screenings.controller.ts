import { Controller, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { screeningsFor, type Screening } from '@flourishly/contracts';
import type { ChildFields } from '../children/child.mapper';
import { CurrentChildFields } from '../children/current-child.decorator';
import { ChildAccessGuard } from '../children/child-access.guard';
import { endpoints } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** Recommended screenings of a child (docs/product.md, "Screenings"). */
@ApiTags('assessments')
@Controller('child-profiles/:childId/screenings')
@UseGuards(ChildAccessGuard)
export class ScreeningsController {
  /**
   * GET /api/child-profiles/{childId}/screenings: the AAP's recommended screenings for the child
   * today, [{kind: developmental | autism, ageMonths (9, 18, 24 or 30), dueOn ('yyyy-MM-dd', the
   * day the child reaches that developmental age), status: upcoming | due | past}] in the
   * schedule's order (screeningsFor in packages/contracts/src/screenings.ts); by corrected age for a
   * preterm child under 24 months; [] from school age (5 years). Any role on the child reads;
   * 404 for a child the user cannot see, 400 for a malformed id.
   */
  @ContractRoute(endpoints.screenings, 'child-profiles/:childId/screenings')
  list(@CurrentChildFields() child: ChildFields): Screening[] {
    return screeningsFor(child, new Date());
  }
}
