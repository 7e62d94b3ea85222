import { Body, Controller, Param, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { endpoints, type GrowthChart, type Measurement, type BodyOf, type QueryOf, type ParamsOf } from '@flourishly/contracts';
import type { Child } from '../children/child.entity';
import { ChildAccessGuard } from '../children/child-access.guard';
import { CurrentChild } from '../children/current-child.decorator';
import { ContractRoute } from '../common/openapi/routes';
import { GrowthService } from './growth.service';

/**
 * A child's growth measurements and WHO charts (docs/product.md, "Growth"). Every route: a
 * session and access to the child, else 404; owner and caregiver write, a viewer reads (403).
 */
@ApiTags('growth')
@Controller('child-profiles/:childId')
@UseGuards(ChildAccessGuard)
export class GrowthController {
  constructor(private readonly growth: GrowthService) {}

  /** GET /api/child-profiles/{childId}/measurements: the measurements with their WHO scores, oldest first. */
  @ContractRoute(endpoints.measurements, 'child-profiles/:childId')
  list(@CurrentChild() child: Child): Promise<Measurement[]> {
    return this.growth.list(child);
  }

  /**
   * POST .../measurements {measuredOn 'yyyy-MM-dd', weightKg?, lengthCm? (lying), heightCm?
   * (standing), headCircumferenceCm?, chartSex? ('male' | 'female', only for a child whose sex is
   * not recorded as either)}: 201 with the measurement, ageDays, bmi (kg/m²), zScores,
   * percentiles and flags (['implausible'] beyond WHO's limits). 400 for no value, a value out of
   * range, a day in the future or before birth, or a missing chart choice.
   */
  @ContractRoute(endpoints.createMeasurement, 'child-profiles/:childId')
  create(@CurrentChild() child: Child, @Body() body: BodyOf<typeof endpoints.createMeasurement>): Promise<Measurement> {
    return this.growth.create(child, body);
  }

  /** PATCH .../measurements/{measurementId}: any field, null clears a value (one must remain, else 400); 404 if not this child's. */
  @ContractRoute(endpoints.updateMeasurement, 'child-profiles/:childId')
  update(
    @CurrentChild() child: Child,
    @Param() params: ParamsOf<typeof endpoints.updateMeasurement>,
    @Body() body: BodyOf<typeof endpoints.updateMeasurement>,
  ): Promise<Measurement> {
    return this.growth.update(child, params.measurementId, body);
  }

  /** DELETE .../measurements/{measurementId}: 204; 404 if not this child's. */
  @ContractRoute(endpoints.deleteMeasurement, 'child-profiles/:childId')
  async remove(@CurrentChild() child: Child, @Param() params: ParamsOf<typeof endpoints.deleteMeasurement>): Promise<void> {
    await this.growth.remove(child, params.measurementId);
  }

  /**
   * GET .../growth-chart?indicator=weightForAge|lengthOrHeightForAge|weightForLengthOrHeight|
   * bmiForAge|headCircumferenceForAge[&chartSex=male|female]: the WHO 3rd, 15th, 50th, 85th and
   * 97th percentile curves over the child's age band (x in months) or length/height range (x in
   * cm), and the child's points. chartSex only for a child whose sex is not male or female.
   */
  @ContractRoute(endpoints.growthChart, 'child-profiles/:childId')
  chart(@CurrentChild() child: Child, @Query() query: QueryOf<typeof endpoints.growthChart>): Promise<GrowthChart> {
    return this.growth.chart(child, query);
  }
}
