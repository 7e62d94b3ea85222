/** Calendar-day arithmetic on 'yyyy-MM-dd' strings, independent of the server's time zone. */

const DAY_MS = 86_400_000;

const toUtc = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `days` after `isoDate` (negative for before). */
export function addDaysIso(isoDate: string, days: number): string {
  return fromUtc(toUtc(isoDate) + days * DAY_MS);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetweenIso(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The Sunday that starts the week of `isoDate` (spec section 9: weeks start on Sunday). */
export function weekStartIso(isoDate: string): string {
  return addDaysIso(isoDate, -new Date(toUtc(isoDate)).getUTCDay());
}

/** Every date from `from` to `to`, inclusive. */
export function eachDayIso(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDaysIso(day, 1)) days.push(day);
  return days;
}

/** The furthest-ahead UTC offset in use, in hours (UTC+14, Kiribati's Line Islands). */
export const LATEST_UTC_OFFSET_HOURS = 14;

/**
 * The latest calendar date anywhere on Earth at `now` (the date at UTC+14), 'yyyy-MM-dd'. The
 * server does not know a family's time zone: a day after this one is a later day for everyone.
 */
export function latestIsoDateOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + LATEST_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}
