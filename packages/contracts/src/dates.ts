import { z } from 'zod';
import { textTypeError } from './text';

/**
 * The calendar range every date the API accepts must lie in, inclusive ('yyyy-MM-dd'). Wide
 * enough for any birth date and plan, narrow enough that date arithmetic never leaves the
 * four-digit years of ISO 8601 (see docs/architecture.md, "Dates").
 */
export const CALENDAR_DATE_MIN = '1900-01-01';
export const CALENDAR_DATE_MAX = '2100-12-31';

export const DATE_MESSAGES = {
  required: 'Choose a date',
  calendarDate: 'Expected a date as yyyy-MM-dd',
  realDate: 'Expected a real calendar date',
  dateTime: 'Expected an ISO 8601 date-time with an offset, such as 2024-05-01T09:30:00Z',
  outOfRange: `Expected a date from ${CALENDAR_DATE_MIN} to ${CALENDAR_DATE_MAX}`,
} as const;

const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

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

const anyDateTime = z.iso.datetime({ offset: true, local: true });

/**
 * The calendar date of an ISO 8601 / RFC 3339 date-time: the date as written in the timestamp,
 * that is in its own offset ('2021-03-04T23:30:00-05:00' -> '2021-03-04'; 'Z' is UTC). Null when
 * `value` is not such a date-time. A date-time without offset is read as written too.
 */
export function calendarDateOfDateTime(value: string): string | null {
  if (!anyDateTime.safeParse(value).success) return null;
  const date = value.slice(0, 10);
  return isCalendarDate(date) ? date : null;
}

/** A calendar day 'yyyy-MM-dd' (queries and bodies), real and within the calendar range. */
export const calendarDateSchema = z
  .string(textTypeError(DATE_MESSAGES.required))
  .min(1, { message: DATE_MESSAGES.required, abort: true })
  .regex(CALENDAR_DATE_PATTERN, DATE_MESSAGES.calendarDate)
  .refine(isCalendarDate, { message: DATE_MESSAGES.realDate, abort: true })
  .refine(isWithinCalendarRange, DATE_MESSAGES.outOfRange);

/** An ISO 8601 date-time with an offset ('Z' or ±hh:mm) whose date lies within the calendar range. */
export const dateTimeSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => isWithinCalendarRange(value.slice(0, 10)), DATE_MESSAGES.outOfRange);
