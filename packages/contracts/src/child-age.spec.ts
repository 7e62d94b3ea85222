import { ageInCalendarYears, ageInYearsByDays } from './child-age';
import { latestIsoDateOnEarth, parseIsoDate, todayIsoDate } from './dates';

const at = (iso: string) => new Date(`${iso}T12:00:00`);

describe('parseIsoDate', () => {
  it('accepts real yyyy-MM-dd dates only', () => {
    expect(parseIsoDate('2020-02-29')?.getDate()).toBe(29);
    expect(parseIsoDate('2021-02-29')).toBeNull();
    expect(parseIsoDate('2020-2-9')).toBeNull();
    expect(parseIsoDate('yesterday')).toBeNull();
    expect(parseIsoDate('2020-01-01T00:00:00Z')).toBeNull();
  });
  it('formats today as yyyy-MM-dd', () => {
    expect(todayIsoDate(at('2026-11-22'))).toBe('2026-11-22');
  });
});

describe('latestIsoDateOnEarth (the date at UTC+14)', () => {
  it('turns to the next day at 10:00 UTC', () => {
    expect(latestIsoDateOnEarth(new Date('2026-03-10T00:00:00Z'))).toBe('2026-03-10');
    expect(latestIsoDateOnEarth(new Date('2026-03-10T09:59:59.999Z'))).toBe('2026-03-10');
    expect(latestIsoDateOnEarth(new Date('2026-03-10T10:00:00Z'))).toBe('2026-03-11');
    expect(latestIsoDateOnEarth(new Date('2026-12-31T23:59:59Z'))).toBe('2027-01-01');
    expect(latestIsoDateOnEarth(new Date('2028-02-28T10:00:00Z'))).toBe('2028-02-29');
  });
  it('is never before the local date, whatever the time zone', () => {
    for (let hour = 0; hour < 48; hour += 1) {
      const now = new Date(Date.UTC(2026, 2, 10, hour, 30));
      expect(latestIsoDateOnEarth(now) >= todayIsoDate(now)).toBe(true);
    }
  });
});

describe('ageInYearsByDays (dashboard: days / 365.25)', () => {
  it('floors days divided by 365.25', () => {
    // 2022-11-22 -> 2026-11-22 is 1461 days = exactly 4 * 365.25
    expect(ageInYearsByDays('2022-11-22', at('2026-11-22'))).toBe(4);
    expect(ageInYearsByDays('2022-11-23', at('2026-11-22'))).toBe(3);
    // 2021-11-22 -> 2026-11-22 is 1826 days; 1826 / 365.25 = 4.9993: still 4 on the birthday
    expect(ageInYearsByDays('2021-11-22', at('2026-11-22'))).toBe(4);
    expect(ageInYearsByDays('2021-11-21', at('2026-11-22'))).toBe(5);
  });
  it('is null without a valid date and never negative', () => {
    expect(ageInYearsByDays(null)).toBeNull();
    expect(ageInYearsByDays('')).toBeNull();
    expect(ageInYearsByDays('nonsense')).toBeNull();
    expect(ageInYearsByDays('2030-01-01', at('2026-11-22'))).toBe(0);
  });
});

describe('ageInCalendarYears (whole years, minus one before the birthday)', () => {
  it('counts whole calendar years', () => {
    expect(ageInCalendarYears('2021-11-22', at('2026-11-22'))).toBe(5);
    expect(ageInCalendarYears('2021-11-23', at('2026-11-22'))).toBe(4);
    expect(ageInCalendarYears('2020-11-23', at('2026-11-22'))).toBe(5);
    expect(ageInCalendarYears('2026-11-22', at('2026-11-22'))).toBe(0);
  });
  it('is null without a valid date', () => {
    expect(ageInCalendarYears(undefined)).toBeNull();
    expect(ageInCalendarYears('2021-13-01')).toBeNull();
  });
});
