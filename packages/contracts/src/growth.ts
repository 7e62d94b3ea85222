import { z } from 'zod';
import { calendarDateSchema } from './date-schemas';
import { latestIsoDateOnEarth } from './dates';
import { entityIdParamSchema } from './ids';

/**
 * Growth measurements and WHO growth charts (docs/product.md, "Growth"): a parent records weight,
 * length or height and head circumference; the server scores each by the WHO Child Growth
 * Standards (2006, 0-5 years) and the WHO Growth Reference (2007, 5-19 years) and draws the
 * percentile curves (docs/architecture.md, "Growth").
 */

/** The WHO indicators, in the order the tab shows them. */
export const GROWTH_INDICATORS = [
  'weightForAge',
  'lengthOrHeightForAge',
  'weightForLengthOrHeight',
  'bmiForAge',
  'headCircumferenceForAge',
] as const;
export type GrowthIndicatorName = (typeof GROWTH_INDICATORS)[number];

export const GROWTH_INDICATOR_LABELS: Record<GrowthIndicatorName, string> = {
  weightForAge: 'Weight for age',
  lengthOrHeightForAge: 'Length/height for age',
  weightForLengthOrHeight: 'Weight for length/height',
  bmiForAge: 'BMI for age',
  headCircumferenceForAge: 'Head circumference for age',
};

/**
 * The indicators with a WHO chart at a developmental age in months: weight-for-length/height and
 * head circumference end at 5 years, weight-for-age at 10, length/height and BMI at 19 (none after).
 */
export function growthIndicatorsAt(ageMonths: number): GrowthIndicatorName[] {
  return GROWTH_INDICATORS.filter((indicator) => {
    if (indicator === 'weightForLengthOrHeight' || indicator === 'headCircumferenceForAge') return ageMonths < 60;
    if (indicator === 'weightForAge') return ageMonths <= 120;
    return ageMonths <= 228;
  });
}

/** The sex of a WHO chart: WHO publishes boys' and girls' charts only. */
export const CHART_SEXES = ['male', 'female'] as const;
export type ChartSexName = (typeof CHART_SEXES)[number];
export const CHART_SEX_LABELS: Record<ChartSexName, string> = { male: 'Boys’ chart', female: 'Girls’ chart' };

/** Accepted ranges, wide enough for any child 0-19 years (outside them: a typing error, 400). */
export const MEASUREMENT_LIMITS = {
  weightKg: { min: 0.3, max: 250 },
  lengthCm: { min: 20, max: 130 },
  heightCm: { min: 40, max: 230 },
  headCircumferenceCm: { min: 15, max: 70 },
} as const;
export type MeasurementField = keyof typeof MEASUREMENT_LIMITS;
export const MEASUREMENT_FIELDS = Object.keys(MEASUREMENT_LIMITS) as MeasurementField[];

export const GROWTH_MESSAGES = {
  oneValue: 'Enter at least one of weight, length, height or head circumference',
  future: 'The measurement date cannot be in the future',
  beforeBirth: 'The measurement date cannot be before the date of birth',
  chartSexNeeded: 'Choose which WHO chart to use for this child: the boys’ or the girls’ chart',
  chartSexMismatch: 'This child’s charts follow the sex recorded in their profile; leave the chart choice out',
  notFound: 'Measurement not found',
  range: (field: MeasurementField, unit: string) =>
    `${MEASUREMENT_LABELS[field]} must be a number from ${MEASUREMENT_LIMITS[field].min} to ${MEASUREMENT_LIMITS[field].max} ${unit}`,
} as const;

export const MEASUREMENT_LABELS: Record<MeasurementField, string> = {
  weightKg: 'Weight',
  lengthCm: 'Length (lying down)',
  heightCm: 'Height (standing)',
  headCircumferenceCm: 'Head circumference',
};

const measure = (field: MeasurementField, unit: string) =>
  z
    .number({ error: GROWTH_MESSAGES.range(field, unit) })
    .min(MEASUREMENT_LIMITS[field].min, GROWTH_MESSAGES.range(field, unit))
    .max(MEASUREMENT_LIMITS[field].max, GROWTH_MESSAGES.range(field, unit));

/** The day measured, 'yyyy-MM-dd': not after today anywhere on Earth (UTC+14). */
const measuredOnSchema = calendarDateSchema.refine((value) => value <= latestIsoDateOnEarth(), GROWTH_MESSAGES.future);

const measurementValues = {
  /** kg. */
  weightKg: measure('weightKg', 'kg').nullish(),
  /** cm, lying down (recumbent; normally under 2 years). */
  lengthCm: measure('lengthCm', 'cm').nullish(),
  /** cm, standing (normally from 2 years). */
  heightCm: measure('heightCm', 'cm').nullish(),
  /** cm. */
  headCircumferenceCm: measure('headCircumferenceCm', 'cm').nullish(),
};

const hasOneValue = (values: Partial<Record<MeasurementField, number | null | undefined>>) =>
  MEASUREMENT_FIELDS.some((field) => values[field] != null);

/**
 * POST /api/child-profiles/{childId}/measurements: the day and at least one value (kg, cm).
 * `chartSex` is needed (and only allowed) for a child whose sex is not recorded as male or female.
 */
export const measurementPayloadSchema = z
  .strictObject({
    measuredOn: measuredOnSchema,
    ...measurementValues,
    chartSex: z.enum(CHART_SEXES).optional(),
  })
  .refine(hasOneValue, { message: GROWTH_MESSAGES.oneValue, path: ['weightKg'] });
export type MeasurementPayload = z.infer<typeof measurementPayloadSchema>;

/** PATCH .../measurements/{measurementId}: any field; null clears a value (one must remain). */
export const measurementUpdateSchema = z.strictObject({
  measuredOn: measuredOnSchema.optional(),
  ...measurementValues,
  chartSex: z.enum(CHART_SEXES).optional(),
});
export type MeasurementUpdate = z.infer<typeof measurementUpdateSchema>;

export const measurementIdParamSchema = z.object({ childId: entityIdParamSchema, measurementId: entityIdParamSchema });

const indicatorValuesSchema = z.object(
  Object.fromEntries(GROWTH_INDICATORS.map((name) => [name, z.number().nullable()])) as Record<
    GrowthIndicatorName,
    z.ZodNullable<z.ZodNumber>
  >,
);
export type IndicatorValues = z.infer<typeof indicatorValuesSchema>;

/** A stored measurement with its WHO scores. */
export const measurementSchema = z.object({
  id: z.number().int(),
  measuredOn: z.string(),
  weightKg: z.number().nullable(),
  lengthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  headCircumferenceCm: z.number().nullable(),
  /** The WHO chart the scores use. */
  chartSex: z.enum(CHART_SEXES),
  /** Age at the measurement in days: corrected for a preterm child under 24 months (see correctedAge), else chronological. */
  ageDays: z.number().int(),
  /** True when ageDays is the corrected age. */
  correctedAge: z.boolean(),
  /** kg/m², one decimal; null without weight and length/height. */
  bmi: z.number().nullable(),
  /** WHO z-scores, two decimals; null where the indicator does not apply at that age. */
  zScores: indicatorValuesSchema,
  /** Percentiles 0-100, one decimal; null where the z-score is null. */
  percentiles: indicatorValuesSchema,
  /** 'implausible' when a z-score is outside WHO's limits for biologically implausible values. */
  flags: z.array(z.literal('implausible')),
});
export type Measurement = z.infer<typeof measurementSchema>;
export const measurementListSchema = z.array(measurementSchema);

/** GET .../growth-chart?indicator=weightForAge[&chartSex=female]. */
export const growthChartQuerySchema = z.strictObject({
  indicator: z.enum(GROWTH_INDICATORS),
  chartSex: z.enum(CHART_SEXES).optional(),
});
export type GrowthChartQuery = z.infer<typeof growthChartQuerySchema>;

/** The percentiles of the WHO curves, lowest first. */
export const GROWTH_CURVE_PERCENTILES = [3, 15, 50, 85, 97] as const;

const curvePointSchema = z.object({
  /** Age in months (age-based charts) or length/height in cm (weight-for-length/height). */
  x: z.number(),
  p3: z.number(),
  p15: z.number(),
  p50: z.number(),
  p85: z.number(),
  p97: z.number(),
});
export type GrowthCurvePoint = z.infer<typeof curvePointSchema>;

/** A WHO chart: the five percentile curves over the range the child is in, and the child's points. */
export const growthChartSchema = z.object({
  indicator: z.enum(GROWTH_INDICATORS),
  /** Null for a child whose sex is not male or female and no chart chosen yet: then no curves. */
  chartSex: z.enum(CHART_SEXES).nullable(),
  /** 'months' (age) or 'cm' (length/height). */
  xUnit: z.enum(['months', 'cm']),
  /** 'kg', 'cm' or 'kg/m²'. */
  yUnit: z.enum(['kg', 'cm', 'kg/m²']),
  /** WHO edition(s) drawn, for the caption. */
  source: z.string(),
  curves: z.array(curvePointSchema),
  points: z.array(
    z.object({
      measurementId: z.number().int(),
      measuredOn: z.string(),
      x: z.number(),
      y: z.number(),
      zScore: z.number(),
      percentile: z.number(),
    }),
  ),
});
export type GrowthChart = z.infer<typeof growthChartSchema>;

/** Units a parent may enter in (stored in kg and cm). */
export const KG_PER_POUND = 0.45359237;
export const OUNCES_PER_POUND = 16;
export const CM_PER_INCH = 2.54;

/** kg from pounds and ounces (e.g. 7 lb 6 oz is 3.345 kg). */
export const poundsAndOuncesToKg = (pounds: number, ounces: number) => (pounds + ounces / OUNCES_PER_POUND) * KG_PER_POUND;
/** cm from inches. */
export const inchesToCm = (inches: number) => inches * CM_PER_INCH;

/** The growth section of the report PDF (docs/product.md, "Growth"). */
export const GROWTH_REPORT_TEXT = {
  title: 'Growth (WHO charts)',
  lead: 'Measurements recorded by the parent, placed on the WHO growth charts: the latest of each indicator, then each chart with the child’s points.',
  none: 'No growth measurement recorded yet.',
  lines: 'Lines: the 3rd, 15th, 50th (bold), 85th and 97th percentiles; dots: the child’s measurements.',
  corrected: 'Born early: measurements before age 2 are placed by corrected age (counted from the due date).',
} as const;

/** "45th" (1st, 2nd, 3rd, 11th, 12th, 13th, 21st ...). */
export function ordinal(value: number): string {
  const mod100 = value % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${value}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[value % 10] ?? 'th';
  return `${value}${suffix}`;
}

/** A percentile in words: "on the 45th percentile"; below 1 and above 99 said as such. */
export function percentileWords(percentile: number): string {
  if (percentile < 1) return 'below the 1st percentile';
  if (percentile > 99) return 'above the 99th percentile';
  return `on the ${ordinal(Math.round(percentile))} percentile`;
}

/** z-scores of the chart's main percentile lines (3rd, 15th, 50th, 85th, 97th). */
const MAJOR_LINE_Z_SCORES = [-1.881, -1.036, 0, 1.036, 1.881];
/** Weight changes of the first two weeks (the newborn's normal loss and regain) are not read as crossing lines. */
const CROSSING_FROM_AGE_DAYS = 14;

/** What deserves a doctor's look on one indicator, by WHO's usual lines; null for normal variation. */
export type GrowthAttention = 'below' | 'above' | 'crossed' | null;

/**
 * The latest measurement's reading on `indicator`: 'below' the 3rd or 'above' the 97th
 * percentile, or 'crossed' when it is two or more main percentile lines away from an earlier
 * measurement taken from 2 weeks of age; null otherwise (normal variation, or no value).
 * `measurements` oldest first.
 */
export function growthAttention(measurements: Measurement[], indicator: GrowthIndicatorName): GrowthAttention {
  const scored = measurements.filter((m) => m.zScores[indicator] !== null && !m.flags.includes('implausible'));
  const latest = scored.at(-1);
  if (!latest) return null;
  const percentile = latest.percentiles[indicator] as number;
  if (percentile < 3) return 'below';
  if (percentile > 97) return 'above';
  const z = latest.zScores[indicator] as number;
  const crossed = scored.slice(0, -1).some((earlier) => {
    if (earlier.ageDays < CROSSING_FROM_AGE_DAYS) return false;
    const [low, high] = [Math.min(z, earlier.zScores[indicator] as number), Math.max(z, earlier.zScores[indicator] as number)];
    return MAJOR_LINE_Z_SCORES.filter((line) => line > low && line < high).length >= 2;
  });
  return crossed ? 'crossed' : null;
}
