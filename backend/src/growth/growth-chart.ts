import type { ChartSexName, GrowthChart, GrowthIndicatorName, Measurement } from '@flourishly/contracts';
import {
  DAYS_PER_MONTH,
  HEIGHT_FROM_DAYS,
  STANDARDS_LAST_DAY,
  lmsForAge,
  lmsForLengthOrHeight,
  standardisedLengthOrHeight,
} from './who-standards';
import { PERCENTILE_CURVE_Z_SCORES, valueAtZScore } from './z-scores';
import type { Lms } from './lms-table';

/**
 * The WHO charts the Growth tab draws (docs/product.md, "Growth"): the 3rd, 15th, 50th, 85th and
 * 97th percentile curves over the age band the child is in (0-2, 0-5 or 5-19 years; weight-for-age
 * 5-10) or, for weight-for-length/height, over 45-110 cm lying (under 2) or 65-120 cm standing
 * (2-5), and the child's measured points on it.
 */

const STANDARDS = 'WHO Child Growth Standards (2006)';
const REFERENCE = 'WHO Growth Reference (2007)';

const Y_UNITS: Record<GrowthIndicatorName, GrowthChart['yUnit']> = {
  weightForAge: 'kg',
  lengthOrHeightForAge: 'cm',
  weightForLengthOrHeight: 'kg',
  bmiForAge: 'kg/m²',
  headCircumferenceForAge: 'cm',
};

type AgeIndicator = Exclude<GrowthIndicatorName, 'weightForLengthOrHeight'>;

/** The last month of each indicator's 5-19 chart (weight-for-age stops at 10 years). */
const REFERENCE_LAST_MONTH: Record<AgeIndicator, number | null> = {
  weightForAge: 120,
  lengthOrHeightForAge: 228,
  bmiForAge: 228,
  headCircumferenceForAge: null,
};

/** Age band in months (first, last, step) of an age-based chart for a child `ageMonths` old. */
export function ageBand(indicator: AgeIndicator, ageMonths: number): { first: number; last: number; step: number } {
  if (ageMonths <= 24) return { first: 0, last: 24, step: 0.5 };
  const lastReference = REFERENCE_LAST_MONTH[indicator];
  if (ageMonths <= 60 || lastReference === null) return { first: 0, last: 60, step: 1 };
  return { first: 60, last: lastReference, step: 2 };
}

const round = (value: number) => Math.round(value * 100) / 100;

function curvePoint(x: number, lms: Lms): GrowthChart['curves'][number] {
  const at = (z: number) => round(valueAtZScore(lms, z));
  const z = PERCENTILE_CURVE_Z_SCORES;
  return { x, p3: at(z[3]), p15: at(z[15]), p50: at(z[50]), p85: at(z[85]), p97: at(z[97]) };
}

/** The y value of a measurement on an age-based chart (the standardised length/height, BMI, ...). */
function ageChartValue(indicator: AgeIndicator, measurement: Measurement): number | null {
  switch (indicator) {
    case 'weightForAge':
      return measurement.weightKg;
    case 'lengthOrHeightForAge':
      return standardisedLengthOrHeight(measurement.ageDays, measurement);
    case 'bmiForAge':
      return measurement.bmi;
    case 'headCircumferenceForAge':
      return measurement.headCircumferenceCm;
  }
}

function pointOf(measurement: Measurement, indicator: GrowthIndicatorName, x: number, y: number): GrowthChart['points'][number] | null {
  const zScore = measurement.zScores[indicator];
  const percentile = measurement.percentiles[indicator];
  if (zScore === null || percentile === null) return null;
  return { measurementId: measurement.id, measuredOn: measurement.measuredOn, x: round(x), y: round(y), zScore, percentile };
}

/**
 * The chart of `indicator` on the `chartSex` chart for a child now `ageDays` old (corrected while
 * that applies), with `measurements` (scored, oldest first) as points where they fall on it.
 * `chartSex` null (no chart chosen for a child whose sex is not male or female): no curves.
 */
export function growthChart(
  indicator: GrowthIndicatorName,
  chartSex: ChartSexName | null,
  ageDays: number,
  measurements: Measurement[],
): GrowthChart {
  const latestAge = Math.max(ageDays, ...measurements.map((m) => m.ageDays), 0);
  const base = { indicator, chartSex, yUnit: Y_UNITS[indicator] };
  if (indicator === 'weightForLengthOrHeight') {
    const lying = latestAge < HEIGHT_FROM_DAYS;
    const applies = latestAge <= STANDARDS_LAST_DAY;
    const [first, last] = lying ? [45, 110] : [65, 120];
    const curves: GrowthChart['curves'] = [];
    const points: GrowthChart['points'] = [];
    if (chartSex && applies) {
      const tableAge = lying ? 0 : HEIGHT_FROM_DAYS;
      for (let cm = first; cm <= last; cm += 1) curves.push(curvePoint(cm, lmsForLengthOrHeight(chartSex, tableAge, cm) as Lms));
      for (const measurement of measurements) {
        if (measurement.ageDays < HEIGHT_FROM_DAYS !== lying || measurement.weightKg === null) continue;
        const stature = standardisedLengthOrHeight(measurement.ageDays, measurement);
        const point = stature === null ? null : pointOf(measurement, indicator, stature, measurement.weightKg);
        if (point) points.push(point);
      }
    }
    return { ...base, xUnit: 'cm', source: STANDARDS, curves, points };
  }
  const band = ageBand(indicator, latestAge / DAYS_PER_MONTH);
  const curves: GrowthChart['curves'] = [];
  const points: GrowthChart['points'] = [];
  if (chartSex) {
    for (let months = band.first; months <= band.last; months += band.step) {
      const lms = lmsForAge(indicator, chartSex, months * DAYS_PER_MONTH);
      if (lms) curves.push(curvePoint(months, lms));
    }
    for (const measurement of measurements) {
      const months = measurement.ageDays / DAYS_PER_MONTH;
      const y = ageChartValue(indicator, measurement);
      if (months < band.first || months > band.last || y === null) continue;
      const point = pointOf(measurement, indicator, months, y);
      if (point) points.push(point);
    }
  }
  return { ...base, xUnit: 'months', source: band.first >= 60 ? REFERENCE : STANDARDS, curves, points };
}
