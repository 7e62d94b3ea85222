import { z } from 'zod';
import { CALENDAR_DATE_MAX, CALENDAR_DATE_MIN, CALENDAR_DATE_PATTERN, isCalendarDate, isWithinCalendarRange } from './dates';
import { textTypeError } from './text';

// The schemas of dates (zod); the date functions themselves are in dates.ts, which pages that
// validate nothing import without zod (docs/architecture.md, "Page budgets").

export const DATE_MESSAGES = {
  required: 'Choose a date',
  calendarDate: 'Expected a date as yyyy-MM-dd',
  realDate: 'Expected a real calendar date',
  dateTime: 'Expected an ISO 8601 date-time with an offset, such as 2024-05-01T09:30:00Z',
  outOfRange: `Expected a date from ${CALENDAR_DATE_MIN} to ${CALENDAR_DATE_MAX}`,
} as const;

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
