import { addDays, addMonths, differenceInCalendarDays } from 'date-fns';
import { ageInCalendarYears } from './child-age';
import { isoDateOf, parseIsoDate } from './dates';

/**
 * The one age module (docs/architecture.md, "Ages"): every age the product computes or shows
 * comes from these functions, on the server and on the pages.
 *
 * - Chronological age: from the date of birth (display, school-age lists, games after 24 months).
 * - Prematurity: a child born before 37 weeks 0 days of gestation is preterm (the CDC's and the
 *   WHO's definition). Their prematurity is 280 - (weeks x 7 + days) days, the days between
 *   birth and the due date (40+0 weeks). A child born at 37+0 or later has none.
 * - Corrected age: chronological age minus the prematurity, in days; that is, the age counted
 *   from the due date. It applies to a preterm child until a chronological age of 24 months
 *   (CDC, AAP and ASQ-3 practice).
 * - Developmental age: the corrected age while it applies, else the chronological age. It
 *   chooses the milestone checklist, activities, tips, games and screenings.
 *
 * Months are whole calendar months: a child is N months old from the day dateOfBirth + N months
 * (date-fns addMonths, which keeps the day of the month or takes the month's last day).
 */

/** Gestational age at birth a parent may give: weeks (the range of live births cared for) and days. */
export const GESTATIONAL_AGE_MIN_WEEKS = 22;
export const GESTATIONAL_AGE_MAX_WEEKS = 44;
export const GESTATIONAL_AGE_MAX_DAYS = 6;
/** A full-term pregnancy, in weeks and in days: the due date (40+0). */
export const TERM_GESTATION_WEEKS = 40;
export const TERM_GESTATION_DAYS = TERM_GESTATION_WEEKS * 7;
/** Born before this many weeks (37+0), a child is preterm and their age is corrected (CDC, WHO). */
export const PRETERM_BEFORE_WEEKS = 37;
/** Age is corrected until this chronological age, in months. */
export const CORRECTED_AGE_UNTIL_MONTHS = 24;

/** What the forms say about the question. */
export const GESTATIONAL_AGE_LABEL = 'Weeks of pregnancy at birth (optional)';
export const GESTATIONAL_AGE_DAYS_LABEL = 'And days (0-6, optional)';
export const GESTATIONAL_AGE_HELP =
  'For a baby born before 37 weeks we use the corrected age (from the due date) until age 2, as paediatricians do. Leave empty for a birth at term or if unsure.';

/** What the age functions read from a child profile. */
export interface AgeSubject {
  /** 'yyyy-MM-dd'; functions answer null (or 0 where noted) without a valid date. */
  dateOfBirth: string | null | undefined;
  /** Completed weeks of gestation at birth (22-44); null or absent: term or unknown. */
  gestationalAgeAtBirthWeeks?: number | null;
  /** Days beyond the completed weeks (0-6); null or absent counts as 0. */
  gestationalAgeAtBirthDays?: number | null;
}

function birthOf(dateOfBirth: string | null | undefined): Date | null {
  return dateOfBirth ? parseIsoDate(dateOfBirth) : null;
}

/** Whole calendar months from `start` (local midnight) to `now`; never negative. */
function wholeMonthsSince(start: Date, now: Date): number {
  let months = (now.getFullYear() - start.getFullYear()) * 12 + now.getMonth() - start.getMonth();
  while (months > 0 && addMonths(start, months) > now) months -= 1;
  return Math.max(0, months);
}

/** Chronological age in whole calendar months from a 'yyyy-MM-dd' date to `now`; 0 before the date or without a valid date. */
export function ageInMonths(dateOfBirth: string, now: Date = new Date()): number {
  const birth = birthOf(dateOfBirth);
  return birth ? wholeMonthsSince(birth, now) : 0;
}

/** Chronological age in whole calendar months; null without a valid birth date. */
export function chronologicalAgeInMonths(dateOfBirth: string | null | undefined, now: Date = new Date()): number | null {
  const birth = birthOf(dateOfBirth);
  return birth ? wholeMonthsSince(birth, now) : null;
}

/** Chronological age in days (calendar days since the birth date, never negative); null without a valid date. */
export function chronologicalAgeInDays(dateOfBirth: string | null | undefined, now: Date = new Date()): number | null {
  const birth = birthOf(dateOfBirth);
  return birth ? Math.max(0, differenceInCalendarDays(now, birth)) : null;
}

/** Chronological age in whole calendar years (see ageInCalendarYears); null without a valid date. */
export const chronologicalAgeInYears = ageInCalendarYears;

/**
 * Prematurity in days: 280 - (weeks x 7 + days) for a child born before 37+0 weeks, else 0
 * (born at 37+0 or later, or gestational age not given). Example: 36+0 gives 28; 30+3 gives 67.
 */
export function prematurityInDays(child: Omit<AgeSubject, 'dateOfBirth'>): number {
  const weeks = child.gestationalAgeAtBirthWeeks;
  if (weeks == null || weeks >= PRETERM_BEFORE_WEEKS) return 0;
  const gestationDays = weeks * 7 + (child.gestationalAgeAtBirthDays ?? 0);
  return Math.max(0, TERM_GESTATION_DAYS - gestationDays);
}

/** The due date (birth + prematurity) as 'yyyy-MM-dd' for a preterm child; null for others or without a valid birth date. */
export function dueDateOf(child: AgeSubject): string | null {
  const birth = birthOf(child.dateOfBirth);
  const prematurity = prematurityInDays(child);
  return birth && prematurity > 0 ? isoDateOf(addDays(birth, prematurity)) : null;
}

/**
 * True when the child's age is corrected at `now`: preterm (born before 37+0) and younger than
 * 24 months chronological age.
 */
export function correctionApplies(child: AgeSubject, now: Date = new Date()): boolean {
  const months = chronologicalAgeInMonths(child.dateOfBirth, now);
  return months !== null && months < CORRECTED_AGE_UNTIL_MONTHS && prematurityInDays(child) > 0;
}

/**
 * Corrected age in days: chronological days - prematurity days. Negative before the due date.
 * Null when correction does not apply (see {@link correctionApplies}).
 */
export function correctedAgeInDays(child: AgeSubject, now: Date = new Date()): number | null {
  if (!correctionApplies(child, now)) return null;
  const birth = birthOf(child.dateOfBirth) as Date;
  return differenceInCalendarDays(now, birth) - prematurityInDays(child);
}

/**
 * Corrected age in whole calendar months counted from the due date (0 before it). Null when
 * correction does not apply: term or unknown gestation, born at 37+0 or later, a chronological
 * age of 24 months or more, or no valid birth date.
 * Examples: born 18 weeks ago at 36+0 gives 3; at 37+0, null.
 *
 * Takes the child (`{ dateOfBirth, gestationalAgeAtBirthWeeks, gestationalAgeAtBirthDays }`);
 * the older form `(dateOfBirth, weeks, now)` still works and counts the days as 0.
 */
export function correctedAgeInMonths(child: AgeSubject, now?: Date): number | null;
export function correctedAgeInMonths(
  dateOfBirth: string | null | undefined,
  gestationalAgeAtBirthWeeks: number | null | undefined,
  now?: Date,
): number | null;
export function correctedAgeInMonths(
  first: AgeSubject | string | null | undefined,
  second?: Date | number | null,
  third?: Date,
): number | null {
  const child: AgeSubject =
    typeof first === 'object' && first !== null
      ? first
      : { dateOfBirth: first, gestationalAgeAtBirthWeeks: second as number | null | undefined };
  const now = (second instanceof Date ? second : third) ?? new Date();
  if (!correctionApplies(child, now)) return null;
  return wholeMonthsSince(parseIsoDate(dueDateOf(child) as string) as Date, now);
}

/**
 * Developmental age in whole months: the corrected age while it applies (see
 * {@link correctedAgeInMonths}), else the chronological age. 0 without a valid birth date.
 */
export function developmentalAgeInMonths(child: AgeSubject, now: Date = new Date()): number {
  return correctedAgeInMonths(child, now) ?? ageInMonths(child.dateOfBirth ?? '', now);
}

/** Developmental age in days (corrected days while correction applies, negative before the due date); null without a valid birth date. */
export function developmentalAgeInDays(child: AgeSubject, now: Date = new Date()): number | null {
  return correctedAgeInDays(child, now) ?? chronologicalAgeInDays(child.dateOfBirth, now);
}

/**
 * Developmental age in whole years: the corrected months' whole years while correction applies,
 * else the calendar years (ageInCalendarYears). Null without a valid birth date.
 */
export function developmentalAgeInYears(child: AgeSubject, now: Date = new Date()): number | null {
  const corrected = correctedAgeInMonths(child, now);
  if (corrected !== null) return Math.floor(corrected / 12);
  return ageInCalendarYears(child.dateOfBirth, now);
}

/**
 * The first day ('yyyy-MM-dd') on which the child's developmental age is at least `months`
 * whole months; null without a valid birth date. Under correction that is due date + months,
 * but never later than the 24-month birthday, when developmental age becomes chronological.
 * Example: firstChecklistOn = dateAtDevelopmentalAge(child, 2).
 */
export function dateAtDevelopmentalAge(child: AgeSubject, months: number): string | null {
  const birth = birthOf(child.dateOfBirth);
  if (!birth) return null;
  const due = dueDateOf(child);
  if (!due || months >= CORRECTED_AGE_UNTIL_MONTHS) return isoDateOf(addMonths(birth, months));
  const corrected = addMonths(parseIsoDate(due) as Date, months);
  const switchDay = addMonths(birth, CORRECTED_AGE_UNTIL_MONTHS);
  return isoDateOf(corrected < switchDay ? corrected : switchDay);
}

/**
 * The day ('yyyy-MM-dd') a preterm child's lists switch from corrected to chronological age
 * (the 24-month birthday); null for a child whose age is not corrected at `now`.
 */
export function correctionEndsOn(child: AgeSubject, now: Date = new Date()): string | null {
  if (!correctionApplies(child, now)) return null;
  return isoDateOf(addMonths(birthOf(child.dateOfBirth) as Date, CORRECTED_AGE_UNTIL_MONTHS));
}

/** How long before the switch to chronological age the pages announce it, in calendar months. */
export const CORRECTION_END_NOTICE_MONTHS = 1;

/**
 * The day correction ends ({@link correctionEndsOn}) while that is near: from the child's
 * 23-month birthday (24 months minus CORRECTION_END_NOTICE_MONTHS, chronological) until the
 * switch; null otherwise, and for a child whose age is not corrected. The development pages
 * then say that checklists, activities and tips will go by actual age (docs/product.md, "Milestone checklist").
 */
export function correctionEndsSoon(child: AgeSubject, now: Date = new Date()): string | null {
  const months = chronologicalAgeInMonths(child.dateOfBirth, now);
  if (months === null || months < CORRECTED_AGE_UNTIL_MONTHS - CORRECTION_END_NOTICE_MONTHS) return null;
  return correctionEndsOn(child, now);
}

/** "Corrected age: 2 months" (singular for 1), as the child header and the report show it. */
export function formatCorrectedAge(months: number): string {
  return `Corrected age: ${months} ${months === 1 ? 'month' : 'months'}`;
}
