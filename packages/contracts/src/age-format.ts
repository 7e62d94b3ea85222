import { ageInYearsByDays } from './child-age';
import { formatReportDate } from './doctor-copy';
import {
  type AgeSubject,
  chronologicalAgeInDays,
  chronologicalAgeInMonths,
  chronologicalAgeInYears,
  correctedAgeInDays,
  correctedAgeInMonths,
  CORRECTED_AGE_UNTIL_MONTHS,
} from './corrected-age';

/**
 * Ages as parents say them (docs/product.md, "Ages"): weeks in the first month, months under
 * 2 years ("10 months", "1 year 4 months"), whole years from 2 ("7 years"), with the corrected
 * age beside it while it applies ("10 months (corrected: 7 months)"). Built on the age module
 * (corrected-age.ts) so every page and the server say the same age.
 */

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * An age given in whole months (and days, for the first month) as a parent says it:
 * "5 days", "3 weeks", "10 months", "1 year", "1 year 4 months", "7 years".
 * `days` is the age in days, used only when `months` is 0.
 */
export function formatAgeSpan(months: number, days = months * 30): string {
  if (months <= 0) return days >= 7 ? plural(Math.floor(days / 7), 'week') : plural(Math.max(0, days), 'day');
  if (months < 12) return plural(months, 'month');
  if (months < CORRECTED_AGE_UNTIL_MONTHS) {
    const rest = months - 12;
    return rest === 0 ? '1 year' : `1 year ${plural(rest, 'month')}`;
  }
  return plural(Math.floor(months / 12), 'year');
}

/**
 * The corrected age part alone, as parents say it: "7 months", or before the due date
 * "3 weeks before due date". Null when correction does not apply.
 */
export function formatCorrectedAgeSpan(child: AgeSubject, now: Date = new Date()): string | null {
  const days = correctedAgeInDays(child, now);
  const months = correctedAgeInMonths(child, now);
  if (days === null || months === null) return null;
  if (days < 0) return `${formatAgeSpan(0, -days)} before due date`;
  return formatAgeSpan(months, days);
}

export interface FormatAgeOptions {
  /**
   * From 2 years, count whole years as days / 365.25 (the parent dashboard's rule in the
   * product spec) rather than calendar years (the child page's).
   */
  yearsByDays?: boolean;
}

/**
 * A child's age as parents say it: "10 months", "1 year 4 months", "7 years", with the
 * corrected age beside it while it applies: "10 months (corrected: 7 months)". Null without a
 * valid birth date (pages then show 'Unknown').
 */
export function formatAge(child: AgeSubject, now: Date = new Date(), options: FormatAgeOptions = {}): string | null {
  const months = chronologicalAgeInMonths(child.dateOfBirth, now);
  if (months === null) return null;
  if (months >= CORRECTED_AGE_UNTIL_MONTHS) {
    const years = options.yearsByDays ? ageInYearsByDays(child.dateOfBirth, now) : chronologicalAgeInYears(child.dateOfBirth, now);
    return plural(years ?? 0, 'year');
  }
  const chronological = formatAgeSpan(months, chronologicalAgeInDays(child.dateOfBirth, now) ?? 0);
  const corrected = formatCorrectedAgeSpan(child, now);
  return corrected === null ? chronological : `${chronological} (corrected: ${corrected})`;
}

/** "Age: 10 months (corrected: 7 months)", "Age: 7 years" or "Age: Unknown", as the cards and the header print it. */
export function formatAgeLine(child: AgeSubject, now: Date = new Date(), options: FormatAgeOptions = {}): string {
  return `Age: ${formatAge(child, now, options) ?? 'Unknown'}`;
}

/**
 * The notice of a preterm child's switch to actual age, shown from a month before it
 * (correctionEndsSoon): "From 10 January 2027, at 2 years, Asha’s checklists, activities and
 * tips go by actual age, as paediatricians advise." `endsOn` is 'yyyy-MM-dd'.
 */
export function formatCorrectionEndsNotice(name: string, endsOn: string): string {
  return `From ${formatReportDate(endsOn)}, at 2 years, ${name}\u2019s checklists, activities and tips go by actual age, as paediatricians advise.`;
}
