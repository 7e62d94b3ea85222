import fc from 'fast-check';
import { apiChildProfileSchemas } from './child-profile';
import { calendarDateOfDateTime, calendarDateSchema, DATE_MESSAGES, dateTimeSchema } from './date-schemas';
import { CALENDAR_DATE_MAX, CALENDAR_DATE_MIN, formatLongDate, isCalendarDate, isoDateOf, parseIsoDate, utcIsoDateOf } from './dates';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('calendar dates', () => {
  it('accepts real dates within 1900-01-01..2100-12-31 and nothing else', () => {
    expect(calendarDateSchema.parse(CALENDAR_DATE_MIN)).toBe(CALENDAR_DATE_MIN);
    expect(calendarDateSchema.parse(CALENDAR_DATE_MAX)).toBe(CALENDAR_DATE_MAX);
    expect(calendarDateSchema.parse('2024-02-29')).toBe('2024-02-29');
    expect(issues(calendarDateSchema.safeParse('1899-12-31'))).toEqual([DATE_MESSAGES.outOfRange]);
    expect(issues(calendarDateSchema.safeParse('2101-01-01'))).toEqual([DATE_MESSAGES.outOfRange]);
    expect(issues(calendarDateSchema.safeParse('9999-12-31'))).toEqual([DATE_MESSAGES.outOfRange]);
    expect(issues(calendarDateSchema.safeParse('2023-02-29'))).toEqual([DATE_MESSAGES.realDate]);
    expect(issues(calendarDateSchema.safeParse('+010000-01-01'))).toContain(DATE_MESSAGES.calendarDate);
  });

  it('agrees with the JavaScript calendar on every four-digit year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        const value = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const date = new Date(Date.UTC(2000, m - 1, d));
        date.setUTCFullYear(y);
        expect(isCalendarDate(value)).toBe(date.getUTCMonth() === m - 1);
      }),
      { seed: 11, numRuns: 500 },
    );
  });

  it('bounds date-times by the date as written', () => {
    expect(dateTimeSchema.parse('2024-05-01T09:30:00Z')).toBe('2024-05-01T09:30:00Z');
    expect(dateTimeSchema.parse('2100-12-31T23:59:59+14:00')).toBe('2100-12-31T23:59:59+14:00');
    expect(issues(dateTimeSchema.safeParse('9999-12-31T00:00:00Z'))).toEqual([DATE_MESSAGES.outOfRange]);
    expect(issues(dateTimeSchema.safeParse('0001-01-01T00:00:00Z'))).toEqual([DATE_MESSAGES.outOfRange]);
    expect(dateTimeSchema.safeParse('2024-05-01').success).toBe(false);
  });

  it('reduces a date-time to its calendar date in its own offset', () => {
    expect(calendarDateOfDateTime('2021-03-04T12:00:00.000Z')).toBe('2021-03-04');
    expect(calendarDateOfDateTime('2021-03-04T23:30:00-05:00')).toBe('2021-03-04');
    expect(calendarDateOfDateTime('2021-03-05T00:30:00+09:00')).toBe('2021-03-05');
    expect(calendarDateOfDateTime('2021-03-04T10:00:00')).toBe('2021-03-04');
    expect(calendarDateOfDateTime('2021-02-30T10:00:00Z')).toBeNull();
    expect(calendarDateOfDateTime('2021-03-04')).toBeNull();
    expect(calendarDateOfDateTime('yesterday')).toBeNull();
  });
});

describe('date of birth on the wire', () => {
  const { dateOfBirth } = apiChildProfileSchemas;

  it('takes a calendar date or an ISO date-time, and gives a calendar date', () => {
    expect(dateOfBirth.parse('2021-03-04')).toBe('2021-03-04');
    expect(dateOfBirth.parse(JSON.parse(JSON.stringify(new Date('2021-03-04T12:00:00.000Z'))))).toBe('2021-03-04');
    expect(dateOfBirth.parse('2021-03-04T22:00:00-08:00')).toBe('2021-03-04');
    expect(dateOfBirth.parse('2021-03-04T01:00:00+13:00')).toBe('2021-03-04');
  });

  it('applies 1900-01-01 to today to both forms', () => {
    expect(dateOfBirth.parse('1900-01-01T00:00:00Z')).toBe('1900-01-01');
    expect(issues(dateOfBirth.safeParse('1899-12-31T23:00:00Z'))).toEqual(['Date of birth cannot be before 1900-01-01']);
    expect(issues(dateOfBirth.safeParse('2999-01-01T00:00:00Z'))).toEqual(['Date of birth cannot be in the future']);
    expect(issues(dateOfBirth.safeParse('2999-01-01'))).toEqual(['Date of birth cannot be in the future']);
    expect(issues(dateOfBirth.safeParse('2021-13-01T00:00:00Z'))).toEqual([
      'Date of birth must be a valid date (yyyy-MM-dd, or an ISO 8601 date-time)',
    ]);
    expect(issues(dateOfBirth.safeParse('2021-03-04\u0000'))).toHaveLength(1);
  });
});

describe('utcIsoDateOf and isoDateOf', () => {
  it('writes the UTC day of an instant, whatever its offset', () => {
    expect(utcIsoDateOf(new Date('2024-03-01T23:30:00-05:00'))).toBe('2024-03-02');
    expect(utcIsoDateOf(new Date('2024-12-31T23:59:59.999Z'))).toBe('2024-12-31');
  });

  it('writes back the local day parseIsoDate read', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 73_000 }), (offset) => {
        const day = utcIsoDateOf(new Date(Date.UTC(1900, 0, 1) + offset * 86_400_000));
        expect(isoDateOf(parseIsoDate(day)!)).toBe(day);
      }),
    );
  });
});

describe('formatLongDate', () => {
  it('writes a date or a date-time as "6 December 2026", on its UTC day', () => {
    expect(formatLongDate('2026-12-06')).toBe('6 December 2026');
    expect(formatLongDate('2027-01-14')).toBe('14 January 2027');
    expect(formatLongDate('2026-12-06T23:30:00Z')).toBe('6 December 2026');
    expect(formatLongDate('2026-12-06T23:30:00-05:00')).toBe('7 December 2026');
  });
});
