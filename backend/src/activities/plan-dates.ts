/**
 * Calendar-day arithmetic on 'yyyy-MM-dd' strings, independent of the server's time zone.
 * Defined for the four-digit years 0000-9999 of ISO 8601 (the API accepts 1900-2100 only; see
 * CALENDAR_DATE_MIN/MAX in the contracts): a result outside them throws a RangeError rather than
 * producing an extended-year string that would sort before '9999-12-31'.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toUtc(isoDate: string): number {
  const ms = ISO_DATE.test(isoDate) ? Date.parse(`${isoDate}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return ms;
}

function fromUtc(ms: number): string {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (Number.isNaN(ms) || year < 0 || year > 9999) throw new RangeError('Date outside the years 0000-9999');
  return date.toISOString().slice(0, 10);
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
