import { formatISO, isValid, parseISO } from 'date-fns';

/**
 * The one date module (docs/architecture.md, "Dates"): parsing and writing 'yyyy-MM-dd', today's
 * local date, the UTC date of an instant and calendar-day arithmetic, for the server and the
 * pages. Ages are in corrected-age.ts and child-age.ts, on top of these; the zod schemas of dates
 * are in date-schemas.ts. No zod here, so a page that shows a date loads no schema library.
 */

/**
 * The calendar range every date the API accepts must lie in, inclusive ('yyyy-MM-dd'). Wide
 * enough for any birth date and plan, narrow enough that date arithmetic never leaves the
 * four-digit years of ISO 8601 (see docs/architecture.md, "Dates").
 */
export const CALENDAR_DATE_MIN = '1900-01-01';
export const CALENDAR_DATE_MAX = '2100-12-31';

/** 'yyyy-MM-dd', four-digit years only. */
export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True when `value` is a real 'yyyy-MM-dd' calendar date (no 2024-02-30), in any year 0000-9999. */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True when the 'yyyy-MM-dd' date lies within CALENDAR_DATE_MIN..CALENDAR_DATE_MAX. */
export function isWithinCalendarRange(isoDate: string): boolean {
  return isoDate >= CALENDAR_DATE_MIN && isoDate <= CALENDAR_DATE_MAX;
}

/**
 * The UTC calendar date of an instant as 'yyyy-MM-dd' (what `toISOString().slice(0, 10)` gave):
 * for timestamps; a parent's own day is {@link todayIsoDate}.
 */
export function utcIsoDateOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

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
  if (!CALENDAR_DATE_PATTERN.test(value)) return null;
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
  return utcIsoDateOf(new Date(now.getTime() + LATEST_UTC_OFFSET_HOURS * 3_600_000));
}

let longDateFormat: Intl.DateTimeFormat | undefined;

/**
 * A date as the product writes it in sentences, "6 December 2026" (en-GB), from 'yyyy-MM-dd' or
 * an ISO 8601 date-time, in UTC so every page, time zone and the report PDF print the same day.
 */
export function formatLongDate(iso: string): string {
  longDateFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return longDateFormat.format(new Date(iso));
}

/*
 * Calendar-day arithmetic on 'yyyy-MM-dd' strings, independent of the time zone (the server's
 * plans and weeks). Defined for the four-digit years 0000-9999 of ISO 8601 (the API accepts
 * CALENDAR_DATE_MIN..MAX only): a result outside them throws a RangeError rather than producing an
 * extended-year string that would sort before '9999-12-31'.
 */
const DAY_MS = 86_400_000;

function toUtc(isoDate: string): number {
  const ms = CALENDAR_DATE_PATTERN.test(isoDate) ? Date.parse(`${isoDate}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return ms;
}

function fromUtc(ms: number): string {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (Number.isNaN(ms) || year < 0 || year > 9999) throw new RangeError('Date outside the years 0000-9999');
  return utcIsoDateOf(date);
}

/** The date `days` after `isoDate` (negative for before). RangeError outside years 0000-9999. */
export function addDaysIso(isoDate: string, days: number): string {
  return fromUtc(toUtc(isoDate) + days * DAY_MS);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetweenIso(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The Sunday that starts the week of `isoDate` (weeks start on Sunday; docs/architecture.md). */
export function weekStartIso(isoDate: string): string {
  return addDaysIso(isoDate, -new Date(toUtc(isoDate)).getUTCDay());
}

/**
 * Every date from `from` to `to`, inclusive: daysBetweenIso(from, to) + 1 dates, none when `to`
 * is before `from`. Counts days rather than comparing strings, so it always ends.
 */
export function eachDayIso(from: string, to: string): string[] {
  const count = daysBetweenIso(from, to) + 1;
  const start = toUtc(from);
  return Array.from({ length: Math.max(0, count) }, (_, index) => fromUtc(start + index * DAY_MS));
}
