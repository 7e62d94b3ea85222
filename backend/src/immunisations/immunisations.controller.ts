import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { endpoints, type ImmunisationRecord, type Immunisations, type BodyOf, type ParamsOf } from '@flourishly/contracts';
import type { Child } from '../children/child.entity';
import type { ChildFields } from '../children/child.mapper';
import { ChildAccessGuard } from '../children/child-access.guard';
import { CurrentChild, CurrentChildFields } from '../children/current-child.decorator';
import { ContractRoute } from '../common/openapi/routes';
import { ImmunisationsService } from './immunisations.service';

/**
 * A child's immunisations (docs/product.md, "Immunisations"). Every route: the child-access
 * guard (404 for a child the user cannot see, 400 for a malformed id); any role reads, the
 * owner and caregivers write (403 for a viewer).
 */
@ApiTags('immunisations')
@Controller('child-profiles/:childId')
@UseGuards(ChildAccessGuard)
export class ImmunisationsController {
  constructor(private readonly immunisations: ImmunisationsService) {}

  /**
   * GET /api/child-profiles/{childId}/immunizations: {schedule: IAP | CDC, doses: [{vaccine, dose,
   * dueFrom, dueBy | null, status: given | due | overdue | upcoming, givenOn | null, recordId |
   * null}]} by due date, dates 'yyyy-MM-dd' from the birth date (chronological age), status on
   * the server's date (immunisationDoses in packages/contracts/src/immunisations.ts).
   */
  @ContractRoute(endpoints.immunisations, 'child-profiles/:childId')
  list(@CurrentChildFields() child: ChildFields): Promise<Immunisations> {
    return this.immunisations.dosesOf(child);
  }

  /**
   * POST .../immunizations {vaccine, dose, givenOn 'yyyy-MM-dd'}: 201 with the record {id,
   * vaccine, dose, givenOn}; 400 for a dose not on the child's schedule, a day before the birth
   * date or in the future; 409 when the dose is already recorded.
   */
  @ContractRoute(endpoints.recordImmunisation, 'child-profiles/:childId')
  record(@CurrentChild() child: Child, @Body() body: BodyOf<typeof endpoints.recordImmunisation>): Promise<ImmunisationRecord> {
    return this.immunisations.record(child, body);
  }

  /** DELETE .../immunizations/{recordId}: 204; 404 when the child has no such record. */
  @ContractRoute(endpoints.deleteImmunisationRecord, 'child-profiles/:childId')
  async remove(
    @CurrentChildFields() child: ChildFields,
    @Param() params: ParamsOf<typeof endpoints.deleteImmunisationRecord>,
  ): Promise<void> {
    await this.immunisations.remove(child.id, params.recordId);
  }

  /** PUT .../immunization-schedule {schedule: IAP | CDC}: 200 with the doses of that schedule (as GET). */
  @ContractRoute(endpoints.chooseImmunisationSchedule, 'child-profiles/:childId')
  choose(@CurrentChild() child: Child, @Body() body: BodyOf<typeof endpoints.chooseImmunisationSchedule>): Promise<Immunisations> {
    return this.immunisations.choose(child, body.schedule);
  }
}
