import { EntityRepository } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CHART_SEXES,
  GROWTH_MESSAGES,
  correctionApplies,
  developmentalAgeInDays,
  developmentalAgeInMonths,
  growthIndicatorsAt,
  parseIsoDate,
  type ChartSexName,
  type GrowthChart,
  type GrowthChartQuery,
  type GrowthIndicatorName,
  type Measurement,
  type MeasurementPayload,
  type MeasurementUpdate,
} from '@flourishly/contracts';
import type { ChildFields } from '../children/child.mapper';
import { GrowthMeasurement } from './growth-measurement.entity';
import { growthScores } from './who-standards';
import { growthChart } from './growth-chart';

/** What the growth routes read of the child (ChildAccessGuard loads it). */
export type GrowthChild = Pick<ChildFields, 'id' | 'dateOfBirth' | 'gender' | 'gestationalAgeAtBirthWeeks' | 'gestationalAgeAtBirthDays'>;

const recordedChartSex = (child: GrowthChild): ChartSexName | null =>
  (CHART_SEXES as readonly string[]).includes(child.gender) ? (child.gender as ChartSexName) : null;

/** The chart of `indicator` on `chartSex`'s chart (none when null) with the measurements taken on that chart. */
function chartOf(
  child: GrowthChild,
  indicator: GrowthIndicatorName,
  chartSex: ChartSexName | null,
  measurements: Measurement[],
  now: Date,
): GrowthChart {
  const shown = chartSex === null ? [] : measurements.filter((measurement) => measurement.chartSex === chartSex);
  return growthChart(indicator, chartSex, developmentalAgeInDays(child, now) ?? 0, shown);
}

/**
 * Growth measurements and WHO charts (docs/product.md, "Growth"; docs/architecture.md, "Growth").
 * Values are stored as given; scores are computed on read from the child's birth date and
 * gestational age (corrected age until 24 months).
 */
@Injectable()
export class GrowthService {
  constructor(@InjectRepository(GrowthMeasurement) private readonly measurements: EntityRepository<GrowthMeasurement>) {}

  /** A stored measurement with its scores, at the age the child had that day. */
  toMeasurement(child: GrowthChild, row: GrowthMeasurement): Measurement {
    const day = parseIsoDate(row.measuredOn) as Date;
    const ageDays = developmentalAgeInDays(child, day) ?? 0;
    const chartSex = recordedChartSex(child) ?? row.chartSex;
    const values = {
      weightKg: row.weightKg,
      lengthCm: row.lengthCm,
      heightCm: row.heightCm,
      headCircumferenceCm: row.headCircumferenceCm,
    };
    return {
      id: row.id,
      measuredOn: row.measuredOn,
      ...values,
      chartSex,
      ageDays,
      correctedAge: correctionApplies(child, day),
      ...growthScores(chartSex, ageDays, values),
    };
  }

  /** The child's measurements, oldest first (by day, then as entered). */
  async list(child: GrowthChild): Promise<Measurement[]> {
    const rows = await this.measurements.find({ child: child.id }, { orderBy: { measuredOn: 'asc', id: 'asc' } });
    return rows.map((row) => this.toMeasurement(child, row));
  }

  /** Stores a measurement: 400 for a day before birth, or without a chart for a child whose sex is not male or female. */
  async create(child: GrowthChild, payload: MeasurementPayload): Promise<Measurement> {
    this.assertAfterBirth(child, payload.measuredOn);
    const row = this.measurements.create({
      child: child.id,
      measuredOn: payload.measuredOn,
      weightKg: payload.weightKg ?? null,
      lengthCm: payload.lengthCm ?? null,
      heightCm: payload.heightCm ?? null,
      headCircumferenceCm: payload.headCircumferenceCm ?? null,
      chartSex: this.chartSexFor(child, payload.chartSex, null),
    });
    await this.measurements.getEntityManager().flush();
    return this.toMeasurement(child, row);
  }

  /** Changes a measurement: null clears a value, one must remain (400); 404 if not this child's. */
  async update(child: GrowthChild, measurementId: number, payload: MeasurementUpdate): Promise<Measurement> {
    const row = await this.find(child, measurementId);
    const next = {
      measuredOn: payload.measuredOn ?? row.measuredOn,
      weightKg: payload.weightKg === undefined ? row.weightKg : payload.weightKg,
      lengthCm: payload.lengthCm === undefined ? row.lengthCm : payload.lengthCm,
      heightCm: payload.heightCm === undefined ? row.heightCm : payload.heightCm,
      headCircumferenceCm: payload.headCircumferenceCm === undefined ? row.headCircumferenceCm : payload.headCircumferenceCm,
    };
    if ([next.weightKg, next.lengthCm, next.heightCm, next.headCircumferenceCm].every((value) => value === null)) {
      throw new BadRequestException(GROWTH_MESSAGES.oneValue);
    }
    this.assertAfterBirth(child, next.measuredOn);
    const chartSex = this.chartSexFor(child, payload.chartSex, row.chartSex);
    Object.assign(row, next, { chartSex });
    await this.measurements.getEntityManager().flush();
    return this.toMeasurement(child, row);
  }

  /** Deletes a measurement; 404 if not this child's. */
  async remove(child: GrowthChild, measurementId: number): Promise<void> {
    await this.measurements
      .getEntityManager()
      .remove(await this.find(child, measurementId))
      .flush();
  }

  /**
   * The WHO chart of `query.indicator` for the child: on the recorded sex's chart, else on
   * `query.chartSex`, else on the chart of their latest measurement, else none (curves empty).
   */
  async chart(child: GrowthChild, query: GrowthChartQuery, now: Date = new Date()): Promise<GrowthChart> {
    const measurements = await this.list(child);
    const recorded = recordedChartSex(child);
    if (recorded && query.chartSex && query.chartSex !== recorded) throw new BadRequestException(GROWTH_MESSAGES.chartSexMismatch);
    return chartOf(child, query.indicator, recorded ?? query.chartSex ?? measurements.at(-1)?.chartSex ?? null, measurements, now);
  }

  /**
   * The report's charts (docs/product.md, "Growth"): the chart of each indicator that applies at
   * the child's developmental age on `now` (growthIndicatorsAt), as {@link chart} draws it on the
   * recorded sex's chart or else that of the latest measurement, leaving out a chart that holds
   * none of the child's points. [] without measurements.
   */
  async reportCharts(child: GrowthChild, now: Date = new Date()): Promise<GrowthChart[]> {
    const measurements = await this.list(child);
    const chartSex = recordedChartSex(child) ?? measurements.at(-1)?.chartSex ?? null;
    if (chartSex === null) return [];
    return growthIndicatorsAt(developmentalAgeInMonths(child, now))
      .map((indicator) => chartOf(child, indicator, chartSex, measurements, now))
      .filter((chart) => chart.points.length > 0);
  }

  private chartSexFor(child: GrowthChild, asked: ChartSexName | undefined, stored: ChartSexName | null): ChartSexName {
    const recorded = recordedChartSex(child);
    if (recorded) {
      if (asked && asked !== recorded) throw new BadRequestException(GROWTH_MESSAGES.chartSexMismatch);
      return recorded;
    }
    const chosen = asked ?? stored;
    if (!chosen) throw new BadRequestException(GROWTH_MESSAGES.chartSexNeeded);
    return chosen;
  }

  private assertAfterBirth(child: GrowthChild, measuredOn: string): void {
    if (measuredOn < child.dateOfBirth) throw new BadRequestException(GROWTH_MESSAGES.beforeBirth);
  }

  private async find(child: GrowthChild, measurementId: number): Promise<GrowthMeasurement> {
    const row = await this.measurements.findOne({ id: measurementId, child: child.id });
    if (!row) throw new NotFoundException(GROWTH_MESSAGES.notFound);
    return row;
  }
}
