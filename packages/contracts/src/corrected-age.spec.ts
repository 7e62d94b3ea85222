import { ageInMonths, correctedAgeInMonths, developmentalAgeInMonths, developmentalAgeInYears, formatCorrectedAge } from './corrected-age';

const at = (iso: string) => new Date(`${iso}T12:00:00`);
const now = at('2026-11-25');

describe('ageInMonths', () => {
  it('counts whole calendar months and is never negative', () => {
    expect(ageInMonths('2022-11-25', now)).toBe(48);
    expect(ageInMonths('2022-11-26', now)).toBe(47);
    expect(ageInMonths('2026-11-01', now)).toBe(0);
    expect(ageInMonths('2027-01-01', now)).toBe(0);
  });
});

describe('correctedAgeInMonths (ASQ-3: 37 weeks or earlier, until 24 months)', () => {
  it('corrects a baby born 5 months ago at 28 weeks to 2 months', () => {
    expect(correctedAgeInMonths('2026-06-25', 28, now)).toBe(2);
  });

  it('corrects at 37 weeks (3 weeks early) but not at 38', () => {
    // Born 2026-09-20, 2 months old; 3 weeks early puts the due date at 2026-10-11, 1 month ago.
    expect(correctedAgeInMonths('2026-09-20', 37, now)).toBe(1);
    expect(ageInMonths('2026-09-20', now)).toBe(2);
    expect(correctedAgeInMonths('2026-09-20', 38, now)).toBeNull();
    expect(correctedAgeInMonths('2026-09-20', 40, now)).toBeNull();
  });

  it('stops at a chronological age of 24 months', () => {
    expect(correctedAgeInMonths('2024-11-26', 30, now)).toBe(21); // 23 months old, 10 weeks early
    expect(correctedAgeInMonths('2024-11-25', 30, now)).toBeNull(); // 24 months old today
  });

  it('handles the ends of the accepted range, 22 and 44 weeks', () => {
    // 22 weeks: 18 weeks (126 days) early; due 2026-10-29 for a birth on 2026-06-25.
    expect(correctedAgeInMonths('2026-06-25', 22, now)).toBe(0);
    expect(correctedAgeInMonths('2026-01-25', 22, now)).toBe(5);
    expect(correctedAgeInMonths('2026-01-25', 44, now)).toBeNull();
  });

  it('is 0, never negative, before the due date', () => {
    expect(correctedAgeInMonths('2026-11-20', 25, now)).toBe(0);
  });

  it('is null without a gestational age or a valid birth date', () => {
    expect(correctedAgeInMonths('2026-06-25', null, now)).toBeNull();
    expect(correctedAgeInMonths('2026-06-25', undefined, now)).toBeNull();
    expect(correctedAgeInMonths(null, 28, now)).toBeNull();
    expect(correctedAgeInMonths('2026-02-30', 28, now)).toBeNull();
  });
});

describe('developmental age', () => {
  it('uses the corrected age when it applies, else the chronological age', () => {
    expect(developmentalAgeInMonths({ dateOfBirth: '2026-06-25', gestationalAgeAtBirthWeeks: 28 }, now)).toBe(2);
    expect(developmentalAgeInMonths({ dateOfBirth: '2026-06-25', gestationalAgeAtBirthWeeks: null }, now)).toBe(5);
    expect(developmentalAgeInMonths({ dateOfBirth: '2026-06-25' }, now)).toBe(5);
  });

  it('gives a 13-month-old born at 28 weeks the age-0 band, a term one age 1', () => {
    expect(developmentalAgeInYears({ dateOfBirth: '2025-10-25', gestationalAgeAtBirthWeeks: 28 }, now)).toBe(0);
    expect(developmentalAgeInYears({ dateOfBirth: '2025-10-25', gestationalAgeAtBirthWeeks: null }, now)).toBe(1);
    expect(developmentalAgeInYears({ dateOfBirth: '2020-10-25', gestationalAgeAtBirthWeeks: 28 }, now)).toBe(6);
  });

  it('formats the header line', () => {
    expect(formatCorrectedAge(1)).toBe('Corrected age: 1 month');
    expect(formatCorrectedAge(2)).toBe('Corrected age: 2 months');
  });
});
