import { differenceInCalendarDays, differenceInYears } from 'date-fns';
import { DAYS_PER_YEAR } from './constants';
import { parseIsoDate } from './dates';

// Ages in years; the dates they read are parsed by dates.ts, the one date module.

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
