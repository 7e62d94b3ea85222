import { differenceInCalendarDays, differenceInYears, formatISO, isValid, parseISO } from 'date-fns';
import { DAYS_PER_YEAR } from './constants';

// ISO dates go through parseISO and formatISO, not `parse` and `format`: those two bring every
// format token's code and the en-US locale (about 10 KB gzip) into each page that shows an age
// (docs/architecture.md, "Page budgets").

/** The local calendar date of `date` as 'yyyy-MM-dd' (PLAN_DATE_FORMAT). */
export function isoDateOf(date: Date): string {
  return formatISO(date, { representation: 'date' });
}

/**
 * Parses an ISO calendar date 'yyyy-MM-dd' as local midnight; null when it is not a real date
 * (e.g. '2024-02-30') or not in that format.
 */
export function parseIsoDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) && isoDateOf(date) === value ? date : null;
}

/** Today's local calendar date as 'yyyy-MM-dd'. */
export function todayIsoDate(now: Date = new Date()): string {
  return isoDateOf(now);
}

/** The furthest-ahead UTC offset in use, in hours (Kiribati's Line Islands; no daylight saving). */
export const LATEST_UTC_OFFSET_HOURS = 14;

/**
 * The latest calendar date anywhere on Earth at `now`, as 'yyyy-MM-dd': the date at UTC+14.
 * The server bounds birth dates with it, so a parent in any time zone can enter their own
 * today whatever the server's time zone (the form bounds them with the parent's local today).
 */
export function latestIsoDateOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + LATEST_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Age in whole years as the parent dashboard shows it (docs/product.md): the days since
 * `dateOfBirth` ('yyyy-MM-dd') divided by 365.25, rounded down. Null when there is no (valid)
 * birth date; the card then reads 'Unknown'. Never negative.
 */
export function ageInYearsByDays(dateOfBirth: string | null | undefined, now: Date = new Date()): number | null {
  const birth = dateOfBirth ? parseIsoDate(dateOfBirth) : null;
  if (!birth) return null;
  return Math.max(0, Math.floor(differenceInCalendarDays(now, birth) / DAYS_PER_YEAR));
}

/**
 * Age in whole calendar years (docs/product.md's other helper): years between the birth date and
 * `now`, reduced by one when this year's birthday has not happened yet. Used by the wizard's
 * step-2 choice and the child page header. Null without a valid date; never negative.
 */
export function ageInCalendarYears(dateOfBirth: string | null | undefined, now: Date = new Date()): number | null {
  const birth = dateOfBirth ? parseIsoDate(dateOfBirth) : null;
  if (!birth) return null;
  return Math.max(0, differenceInYears(now, birth));
}
