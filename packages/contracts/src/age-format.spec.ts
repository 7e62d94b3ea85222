import { formatAge, formatAgeLine, formatAgeSpan, formatCorrectedAgeSpan } from './age-format';

const at = (iso: string) => new Date(`${iso}T12:00:00`);
const now = at('2026-11-25');

describe('formatAgeSpan', () => {
  it('says days, weeks, months, then years as parents do', () => {
    expect(formatAgeSpan(0, 0)).toBe('0 days');
    expect(formatAgeSpan(0, 1)).toBe('1 day');
    expect(formatAgeSpan(0, 7)).toBe('1 week');
    expect(formatAgeSpan(0, 20)).toBe('2 weeks');
    expect(formatAgeSpan(1)).toBe('1 month');
    expect(formatAgeSpan(10)).toBe('10 months');
    expect(formatAgeSpan(12)).toBe('1 year');
    expect(formatAgeSpan(13)).toBe('1 year 1 month');
    expect(formatAgeSpan(16)).toBe('1 year 4 months');
    expect(formatAgeSpan(24)).toBe('2 years');
    expect(formatAgeSpan(95)).toBe('7 years');
  });
});

describe('formatAge', () => {
  it('gives months under 2 years and years after', () => {
    expect(formatAge({ dateOfBirth: '2026-01-25' }, now)).toBe('10 months');
    expect(formatAge({ dateOfBirth: '2025-07-20' }, now)).toBe('1 year 4 months');
    expect(formatAge({ dateOfBirth: '2019-06-01' }, now)).toBe('7 years');
    expect(formatAge({ dateOfBirth: '2024-11-25' }, now)).toBe('2 years');
    expect(formatAge({ dateOfBirth: '2026-11-04' }, now)).toBe('3 weeks');
  });

  it('adds the corrected age while it applies: a 10-month-old born at 30 weeks', () => {
    expect(formatAge({ dateOfBirth: '2026-01-25', gestationalAgeAtBirthWeeks: 30 }, now)).toBe('10 months (corrected: 7 months)');
    expect(formatAge({ dateOfBirth: '2026-01-25', gestationalAgeAtBirthWeeks: 37 }, now)).toBe('10 months');
    expect(formatAge({ dateOfBirth: '2024-10-25', gestationalAgeAtBirthWeeks: 30 }, now)).toBe('2 years');
  });

  it('says how long until the due date for a baby not yet due', () => {
    expect(formatCorrectedAgeSpan({ dateOfBirth: '2026-11-11', gestationalAgeAtBirthWeeks: 30 }, now)).toBe('8 weeks before due date');
    expect(formatAge({ dateOfBirth: '2026-11-11', gestationalAgeAtBirthWeeks: 30 }, now)).toBe(
      '2 weeks (corrected: 8 weeks before due date)',
    );
    expect(formatCorrectedAgeSpan({ dateOfBirth: '2026-11-11' }, now)).toBeNull();
  });

  it('counts years by days / 365.25 when asked (the dashboard card)', () => {
    // The 5th birthday: 1826 days / 365.25 = 4.9993, so 4 by days, 5 by the calendar.
    expect(formatAge({ dateOfBirth: '2021-11-25' }, now)).toBe('5 years');
    expect(formatAge({ dateOfBirth: '2021-11-25' }, now, { yearsByDays: true })).toBe('4 years');
  });

  it('prints the line, or Unknown without a valid date', () => {
    expect(formatAgeLine({ dateOfBirth: '2026-01-25', gestationalAgeAtBirthWeeks: 30 }, now)).toBe('Age: 10 months (corrected: 7 months)');
    expect(formatAgeLine({ dateOfBirth: null }, now)).toBe('Age: Unknown');
    expect(formatAge({ dateOfBirth: '2026-02-30' }, now)).toBeNull();
  });
});
