import { lmsAt, tableRange, type ChartSex, type Lms, type LmsTable } from './lms-table';
import { isImplausibleZScore, lmsZScore, percentileFromZScore, restrictedZScore, type GrowthIndicator } from './z-scores';
import { weightForAgeStandard } from './who-data/weight-for-age-0-5';
import { lengthOrHeightForAgeStandard } from './who-data/length-height-for-age-0-5';
import { weightForLengthStandard } from './who-data/weight-for-length-0-2';
import { weightForHeightStandard } from './who-data/weight-for-height-2-5';
import { bmiForAgeStandard } from './who-data/bmi-for-age-0-5';
import { headCircumferenceForAgeStandard } from './who-data/head-circumference-for-age-0-5';
import { weightForAgeReference } from './who-data/weight-for-age-5-10';
import { heightForAgeReference } from './who-data/height-for-age-5-19';
import { bmiForAgeReference } from './who-data/bmi-for-age-5-19';

/**
 * Which WHO table answers which indicator at which age (docs/architecture.md, "Growth"):
 * - 0 to 1826 days (60 months): the WHO Child Growth Standards (2006), by day;
 * - from 60 months: the WHO Growth Reference (2007), by month (days / 30.4375, interpolated
 *   between months), weight-for-age until 120 months, height- and BMI-for-age until 228 months;
 * - weight-for-length (45-110 cm) under 731 days, weight-for-height (65-120 cm) from 731 days
 *   to 60 months; head circumference until 60 months.
 */

/** Days in an average month, WHO's conversion between days and months. */
export const DAYS_PER_MONTH = 30.4375;
/** Last day of the 2006 standards (60 months). */
export const STANDARDS_LAST_DAY = tableRange(weightForAgeStandard).last;
/** From this age in days a child is measured standing (height) and before it lying down (length). */
export const HEIGHT_FROM_DAYS = 731;
/** WHO's difference between recumbent length and standing height of the same child, in cm. */
export const LENGTH_HEIGHT_DIFFERENCE_CM = 0.7;

/** What one measurement holds (kg and cm; any may be absent). */
export interface GrowthInput {
  weightKg?: number | null;
  lengthCm?: number | null;
  heightCm?: number | null;
  headCircumferenceCm?: number | null;
}

export type IndicatorValues = Record<GrowthIndicator, number | null>;

/** The WHO scores of one measurement. */
export interface GrowthScores {
  /** kg/m² from the weight and the length/height as measured at that age (0.7 cm rule), 1 decimal; null without both. */
  bmi: number | null;
  /** z-scores rounded to 2 decimals (as WHO's software); null where the indicator does not apply. */
  zScores: IndicatorValues;
  /** Percentiles 0-100 from the unrounded z-scores, 1 decimal; null where the z-score is null. */
  percentiles: IndicatorValues;
  /** 'implausible' when any z-score is outside WHO's limits (IMPLAUSIBLE_Z_SCORE_LIMITS). */
  flags: 'implausible'[];
}

/**
 * The length/height to score at `ageDays`, by WHO's 0.7 cm rule: under 731 days a child is
 * scored on recumbent length (a standing height + 0.7 cm), from 731 days on standing height (a
 * length - 0.7 cm). The measure matching the age wins when both are given. Null without either.
 */
export function standardisedLengthOrHeight(ageDays: number, input: GrowthInput): number | null {
  const { lengthCm, heightCm } = input;
  if (ageDays < HEIGHT_FROM_DAYS) {
    if (lengthCm != null) return lengthCm;
    return heightCm != null ? heightCm + LENGTH_HEIGHT_DIFFERENCE_CM : null;
  }
  if (heightCm != null) return heightCm;
  return lengthCm != null ? lengthCm - LENGTH_HEIGHT_DIFFERENCE_CM : null;
}

interface AgeTables {
  standard: LmsTable | null;
  reference: LmsTable | null;
  /** Last month the reference covers (WHO's own limit, e.g. 120 for weight-for-age). */
  referenceLastMonth: number;
}

const AGE_TABLES: Record<Exclude<GrowthIndicator, 'weightForLengthOrHeight'>, AgeTables> = {
  weightForAge: { standard: weightForAgeStandard, reference: weightForAgeReference, referenceLastMonth: 120 },
  lengthOrHeightForAge: {
    standard: lengthOrHeightForAgeStandard,
    reference: heightForAgeReference,
    referenceLastMonth: 228,
  },
  bmiForAge: { standard: bmiForAgeStandard, reference: bmiForAgeReference, referenceLastMonth: 228 },
  headCircumferenceForAge: { standard: headCircumferenceForAgeStandard, reference: null, referenceLastMonth: 0 },
};

/** Last age in days an age-based indicator applies (e.g. 120 months for weight-for-age). */
export function lastDayOf(indicator: Exclude<GrowthIndicator, 'weightForLengthOrHeight'>): number {
  const tables = AGE_TABLES[indicator];
  return tables.reference ? Math.floor(tables.referenceLastMonth * DAYS_PER_MONTH) : STANDARDS_LAST_DAY;
}

/**
 * L, M and S of an age-based indicator at `ageDays` (whole days; negative ages, e.g. a preterm
 * baby before the due date, have none). Null where the indicator does not apply.
 */
export function lmsForAge(indicator: Exclude<GrowthIndicator, 'weightForLengthOrHeight'>, sex: ChartSex, ageDays: number): Lms | null {
  const tables = AGE_TABLES[indicator];
  if (ageDays < 0) return null;
  if (ageDays <= STANDARDS_LAST_DAY) return tables.standard ? lmsAt(tables.standard, sex, Math.round(ageDays)) : null;
  const months = ageDays / DAYS_PER_MONTH;
  if (!tables.reference || months > tables.referenceLastMonth) return null;
  return lmsAt(tables.reference, sex, months);
}

/**
 * L, M and S of weight-for-length (under 731 days, 45-110 cm) or weight-for-height (731 days to
 * 60 months, 65-120 cm) at the standardised length/height `cm`. Null outside those ranges.
 */
export function lmsForLengthOrHeight(sex: ChartSex, ageDays: number, cm: number): Lms | null {
  if (ageDays > STANDARDS_LAST_DAY) return null;
  const table = ageDays < HEIGHT_FROM_DAYS ? weightForLengthStandard : weightForHeightStandard;
  return lmsAt(table, sex, cm);
}

/** The indicators scored with WHO's restricted tail adjustment beyond ±3 SD. */
const WEIGHT_BASED: ReadonlySet<GrowthIndicator> = new Set(['weightForAge', 'weightForLengthOrHeight', 'bmiForAge']);

/** The z-score of `y` on `indicator` (restricted for weight-based indicators), unrounded. */
export function indicatorZScore(indicator: GrowthIndicator, y: number, lms: Lms): number {
  return WEIGHT_BASED.has(indicator) ? restrictedZScore(y, lms) : lmsZScore(y, lms);
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * The WHO scores of a measurement taken at `ageDays` (the corrected age for a preterm child
 * under 24 months, else the chronological age) on the `sex` chart. Values <= 0 score nothing.
 */
export function growthScores(sex: ChartSex, ageDays: number, input: GrowthInput): GrowthScores {
  const positive = (value: number | null | undefined) => (value != null && value > 0 ? value : null);
  const weight = positive(input.weightKg);
  const head = positive(input.headCircumferenceCm);
  const stature = positive(standardisedLengthOrHeight(ageDays, input));
  const bmiValue = weight && stature ? weight / (stature / 100) ** 2 : null;

  const scored: Record<GrowthIndicator, { y: number | null; lms: Lms | null }> = {
    weightForAge: { y: weight, lms: lmsForAge('weightForAge', sex, ageDays) },
    lengthOrHeightForAge: { y: stature, lms: lmsForAge('lengthOrHeightForAge', sex, ageDays) },
    weightForLengthOrHeight: { y: weight, lms: stature ? lmsForLengthOrHeight(sex, ageDays, stature) : null },
    bmiForAge: { y: bmiValue, lms: lmsForAge('bmiForAge', sex, ageDays) },
    headCircumferenceForAge: { y: head, lms: lmsForAge('headCircumferenceForAge', sex, ageDays) },
  };
  const zScores = {} as IndicatorValues;
  const percentiles = {} as IndicatorValues;
  let implausible = false;
  for (const indicator of Object.keys(scored) as GrowthIndicator[]) {
    const { y, lms } = scored[indicator];
    const z = y !== null && lms ? indicatorZScore(indicator, y, lms) : null;
    zScores[indicator] = z === null ? null : round(z, 2);
    percentiles[indicator] = z === null ? null : round(percentileFromZScore(z), 1);
    if (z !== null && isImplausibleZScore(indicator, round(z, 2))) implausible = true;
  }
  return {
    bmi: bmiValue === null ? null : round(bmiValue, 1),
    zScores,
    percentiles,
    flags: implausible ? ['implausible'] : [],
  };
}
