import fc from 'fast-check';
import { addDaysIso, CALENDAR_DATE_MAX, CALENDAR_DATE_MIN, daysBetweenIso, eachDayIso, weekStartIso } from './dates';

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Any calendar date between two bounds, as 'yyyy-MM-dd'. */
const dateBetween = (min: string, max: string) => fc.integer({ min: dayNumber(min), max: dayNumber(max) }).map(isoOfDayNumber);
const apiDate = dateBetween(CALENDAR_DATE_MIN, CALENDAR_DATE_MAX);
/** Every four-digit year, well beyond what the API accepts. */
const anyFourDigitDate = dateBetween('0000-01-01', '9999-12-31');

describe('calendar-day arithmetic on yyyy-MM-dd', () => {
  it('list every day of any range of API dates, in order, one day apart', () => {
    fc.assert(
      fc.property(apiDate, fc.integer({ min: -5, max: 400 }), (from, span) => {
        const to = isoOfDayNumber(dayNumber(from) + span);
        const days = eachDayIso(from, to);
        expect(days).toHaveLength(Math.max(0, span + 1));
        if (span >= 0) {
          expect(days[0]).toBe(from);
          expect(days[days.length - 1]).toBe(to);
        }
        days.slice(1).forEach((day, index) => expect(daysBetweenIso(days[index], day)).toBe(1));
      }),
      { seed: 20261124, numRuns: 300 },
    );
  });

  it('end with the right count for ranges anywhere in the four-digit years, up to 9999-12-31', () => {
    fc.assert(
      fc.property(anyFourDigitDate, fc.integer({ min: 0, max: 2000 }), (from, span) => {
        const to = isoOfDayNumber(Math.min(dayNumber(from) + span, dayNumber('9999-12-31')));
        expect(eachDayIso(from, to).length).toBe(daysBetweenIso(from, to) + 1);
        expect(eachDayIso(to, from).length).toBe(from === to ? 1 : 0);
      }),
      { seed: 7, numRuns: 200 },
    );
    expect(eachDayIso('9999-12-01', '9999-12-31')).toHaveLength(31);
  });

  it('add and subtract days as inverses, and daysBetween agrees', () => {
    fc.assert(
      fc.property(apiDate, fc.integer({ min: -3000, max: 3000 }), (date, days) => {
        const moved = addDaysIso(date, days);
        expect(daysBetweenIso(date, moved)).toBe(days);
        expect(addDaysIso(moved, -days)).toBe(date);
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it('start every week on the Sunday on or before the date', () => {
    fc.assert(
      fc.property(apiDate, (date) => {
        const start = weekStartIso(date);
        expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(0);
        expect(daysBetweenIso(start, date)).toBeGreaterThanOrEqual(0);
        expect(daysBetweenIso(start, date)).toBeLessThan(7);
      }),
      { seed: 3, numRuns: 300 },
    );
  });

  it('refuse to step past year 9999 or before year 0000 instead of looping', () => {
    expect(() => addDaysIso('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDaysIso('0000-01-01', -1)).toThrow(RangeError);
    expect(() => eachDayIso('9999-12-31', '+010000-01-01')).toThrow(RangeError);
    expect(() => daysBetweenIso('2024-01-01', 'not a date')).toThrow(RangeError);
  });
});
