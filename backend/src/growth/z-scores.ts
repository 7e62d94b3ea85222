import { errorFunction } from 'simple-statistics';
import type { Lms } from './lms-table';

/**
 * The LMS arithmetic of the WHO Child Growth Standards (2006) and the WHO Growth Reference (2007)
 * (docs/architecture.md, "Growth"): z-score, the restricted tail adjustment, the value at a
 * z-score (the percentile curves), the percentile of a z-score, and the limits beyond which WHO
 * treats a z-score as biologically implausible.
 */

/**
 * The LMS z-score of a measurement `y` (kg, cm or kg/m², the table's unit):
 * z = ((y / M)^L - 1) / (L * S), or ln(y / M) / S when L is 0. Unrounded.
 */
export function lmsZScore(y: number, { l, m, s }: Lms): number {
  if (l === 0) return Math.log(y / m) / s;
  return (Math.pow(y / m, l) - 1) / (l * s);
}

/** The measurement at z-score `z`: M * (1 + L * S * z)^(1 / L), or M * e^(S * z) when L is 0. */
export function valueAtZScore({ l, m, s }: Lms, z: number): number {
  if (l === 0) return m * Math.exp(s * z);
  return m * Math.pow(1 + l * s * z, 1 / l);
}

/**
 * WHO's restricted z-score for the weight-based indicators (weight-for-age, weight-for-length/
 * height, BMI-for-age): within ±3 the LMS z-score; beyond it, the distance from the ±3 SD value
 * measured in units of the gap between the ±2 and ±3 SD values, so the skewed tail does not
 * shrink extreme values (WHO Child Growth Standards, 2006, chapter 7; the same code in anthro and
 * anthroplus).
 */
export function restrictedZScore(y: number, lms: Lms): number {
  const z = lmsZScore(y, lms);
  if (z > 3) {
    const sd3 = valueAtZScore(lms, 3);
    return 3 + (y - sd3) / (sd3 - valueAtZScore(lms, 2));
  }
  if (z < -3) {
    const sd3 = valueAtZScore(lms, -3);
    return -3 + (y - sd3) / (valueAtZScore(lms, -2) - sd3);
  }
  return z;
}

/**
 * The percentile (0-100) of a z-score on the standard normal distribution:
 * 100 * Φ(z) = 50 * (1 + erf(z / √2)), with simple-statistics' error function (absolute error
 * below 1.2e-7).
 */
export function percentileFromZScore(z: number): number {
  return 50 * (1 + errorFunction(z / Math.SQRT2));
}

/**
 * The z-scores of the percentile curves WHO draws (3rd, 15th, 50th, 85th, 97th): the standard
 * normal quantiles, as in WHO's published percentile tables.
 */
export const PERCENTILE_CURVE_Z_SCORES = {
  3: -1.880794,
  15: -1.036433,
  50: 0,
  85: 1.036433,
  97: 1.880794,
} as const;

/** The five percentiles of the charts, lowest first. */
export const CHART_PERCENTILES = [3, 15, 50, 85, 97] as const;
export type ChartPercentile = (typeof CHART_PERCENTILES)[number];

/** The WHO indicators the product computes (the keys of a measurement's `zScores`). */
export type GrowthIndicator = 'weightForAge' | 'lengthOrHeightForAge' | 'weightForLengthOrHeight' | 'bmiForAge' | 'headCircumferenceForAge';

/**
 * WHO's limits for biologically implausible z-scores (anthro for 0-5 years, anthroplus for
 * 5-19 years use the same): a z-score below `low` or above `high` is most likely a measuring or
 * typing error.
 */
export const IMPLAUSIBLE_Z_SCORE_LIMITS: Record<GrowthIndicator, { low: number; high: number }> = {
  weightForAge: { low: -6, high: 5 },
  lengthOrHeightForAge: { low: -6, high: 6 },
  weightForLengthOrHeight: { low: -5, high: 5 },
  bmiForAge: { low: -5, high: 5 },
  headCircumferenceForAge: { low: -5, high: 5 },
};

/** True when `z` is outside WHO's limits for `indicator` (see IMPLAUSIBLE_Z_SCORE_LIMITS). */
export function isImplausibleZScore(indicator: GrowthIndicator, z: number): boolean {
  const { low, high } = IMPLAUSIBLE_Z_SCORE_LIMITS[indicator];
  return z < low || z > high;
}
