import { addDays } from 'date-fns';
import { ageInCalendarYears, isoDateOf, parseIsoDate } from './child-age';

/**
 * Corrected age for children born preterm (the ASQ-3 rule, Squires & Bricker, ASQ-3 User's
 * Guide, 2009; the CDC's milestone guidance follows it): a child born 3 or more weeks before the
 * 40-week due date, that is at 37 completed weeks of gestation or earlier, is assessed at
 * corrected age = chronological age - (40 - gestational weeks at birth) weeks, until a
 * chronological age of 24 months. See docs/architecture.md, "Corrected age".
 */

/** Gestational age at birth a parent may give, in completed weeks (the range of live births cared for). */
export const GESTATIONAL_AGE_MIN_WEEKS = 22;
export const GESTATIONAL_AGE_MAX_WEEKS = 44;
/** A full-term pregnancy, in weeks: the due date. */
export const TERM_GESTATION_WEEKS = 40;
/** Born at this many weeks or fewer (3 or more weeks early), age is corrected (ASQ-3). */
export const CORRECT_AGE_AT_OR_BELOW_WEEKS = 37;
/** Age is corrected until this chronological age, in months (ASQ-3). */
export const CORRECTED_AGE_UNTIL_MONTHS = 24;

/** What the forms say about the question, in one line. */
export const GESTATIONAL_AGE_LABEL = 'Weeks of pregnancy at birth (optional)';
export const GESTATIONAL_AGE_HELP =
  'For a baby born 3 or more weeks early we use the corrected age (from the due date) until age 2, as paediatricians do. Leave empty for a birth at term or if unsure.';

/** Whole calendar months from a 'yyyy-MM-dd' date to `now`; never negative (0 before the date). */
export function ageInMonths(dateOfBirth: string, now: Date = new Date()): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  let months = (now.getFullYear() - year) * 12 + (now.getMonth() + 1 - month);
  if (now.getDate() < day) months -= 1;
  return Math.max(0, months);
}

/**
 * Corrected age in whole months (ASQ-3 rule, above): the whole calendar months from the due
 * date, dateOfBirth + (40 - gestationalAgeAtBirthWeeks) weeks, to `now`, never negative.
 * Null when it does not apply: no gestational age given (term or unknown), born at 38 weeks or
 * later, a chronological age of 24 months or more, or no valid birth date.
 * Example: born 5 months ago at 28 weeks (12 weeks early) gives 2.
 */
export function correctedAgeInMonths(
  dateOfBirth: string | null | undefined,
  gestationalAgeAtBirthWeeks: number | null | undefined,
  now: Date = new Date(),
): number | null {
  const birth = dateOfBirth ? parseIsoDate(dateOfBirth) : null;
  if (!birth || gestationalAgeAtBirthWeeks == null) return null;
  if (gestationalAgeAtBirthWeeks > CORRECT_AGE_AT_OR_BELOW_WEEKS) return null;
  if (ageInMonths(dateOfBirth as string, now) >= CORRECTED_AGE_UNTIL_MONTHS) return null;
  const dueDate = addDays(birth, (TERM_GESTATION_WEEKS - gestationalAgeAtBirthWeeks) * 7);
  return ageInMonths(isoDateOf(dueDate), now);
}

/**
 * The age in whole months that chooses a child's milestone checklist: the corrected age when it
 * applies (see {@link correctedAgeInMonths}), else the chronological age.
 */
export function developmentalAgeInMonths(
  child: { dateOfBirth: string; gestationalAgeAtBirthWeeks?: number | null },
  now: Date = new Date(),
): number {
  return correctedAgeInMonths(child.dateOfBirth, child.gestationalAgeAtBirthWeeks, now) ?? ageInMonths(child.dateOfBirth, now);
}

/**
 * The age in whole years that chooses a child's activities, tips and games: the corrected age's
 * whole years when it applies, else the calendar years (see ageInCalendarYears). Null without a
 * valid birth date.
 */
export function developmentalAgeInYears(
  child: { dateOfBirth: string | null | undefined; gestationalAgeAtBirthWeeks?: number | null },
  now: Date = new Date(),
): number | null {
  const corrected = correctedAgeInMonths(child.dateOfBirth, child.gestationalAgeAtBirthWeeks, now);
  if (corrected !== null) return Math.floor(corrected / 12);
  return ageInCalendarYears(child.dateOfBirth, now);
}

/** "Corrected age: 2 months" (singular for 1), as the child header and the report show it. */
export function formatCorrectedAge(months: number): string {
  return `Corrected age: ${months} ${months === 1 ? 'month' : 'months'}`;
}
