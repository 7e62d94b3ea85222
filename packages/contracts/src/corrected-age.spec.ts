import {
  ageInMonths,
  chronologicalAgeInDays,
  chronologicalAgeInMonths,
  correctedAgeInDays,
  correctedAgeInMonths,
  correctionApplies,
  correctionEndsOn,
  dateAtDevelopmentalAge,
  developmentalAgeInDays,
  developmentalAgeInMonths,
  developmentalAgeInYears,
  dueDateOf,
  formatCorrectedAge,
  prematurityInDays,
} from './corrected-age';

const at = (iso: string) => new Date(`${iso}T12:00:00`);
const now = at('2026-11-25');

describe('chronological age', () => {
  it('counts whole calendar months and is never negative', () => {
    expect(ageInMonths('2022-11-25', now)).toBe(48);
    expect(ageInMonths('2022-11-26', now)).toBe(47);
    expect(ageInMonths('2026-11-01', now)).toBe(0);
    expect(ageInMonths('2027-01-01', now)).toBe(0);
    expect(ageInMonths('nonsense', now)).toBe(0);
  });

  it('counts a month from the 31st at the end of a shorter month, as addMonths does', () => {
    expect(ageInMonths('2026-08-31', at('2026-09-30'))).toBe(1);
    expect(ageInMonths('2026-08-31', at('2026-09-29'))).toBe(0);
  });

  it('gives days and months, null without a valid date', () => {
    expect(chronologicalAgeInDays('2026-11-18', now)).toBe(7);
    expect(chronologicalAgeInDays('2026-02-30', now)).toBeNull();
    expect(chronologicalAgeInMonths(undefined, now)).toBeNull();
    expect(chronologicalAgeInMonths('2025-11-25', now)).toBe(12);
  });
});

describe('prematurity in days (preterm: born before 37+0)', () => {
  it('is 280 - (weeks x 7 + days) before 37+0, else 0', () => {
    expect(prematurityInDays({ gestationalAgeAtBirthWeeks: 36 })).toBe(28);
    expect(prematurityInDays({ gestationalAgeAtBirthWeeks: 36, gestationalAgeAtBirthDays: 6 })).toBe(22);
    expect(prematurityInDays({ gestationalAgeAtBirthWeeks: 30, gestationalAgeAtBirthDays: 3 })).toBe(67);
    expect(prematurityInDays({ gestationalAgeAtBirthWeeks: 22 })).toBe(126);
    expect(prematurityInDays({ gestationalAgeAtBirthWeeks: 37 })).toBe(0);
    expect(prematurityInDays({ gestationalAgeAtBirthWeeks: 37, gestationalAgeAtBirthDays: 6 })).toBe(0);
    expect(prematurityInDays({ gestationalAgeAtBirthWeeks: 44 })).toBe(0);
    expect(prematurityInDays({ gestationalAgeAtBirthWeeks: null, gestationalAgeAtBirthDays: 3 })).toBe(0);
  });

  it('puts the due date that many days after birth, to the day', () => {
    expect(dueDateOf({ dateOfBirth: '2026-06-25', gestationalAgeAtBirthWeeks: 36, gestationalAgeAtBirthDays: 4 })).toBe('2026-07-19');
    expect(dueDateOf({ dateOfBirth: '2026-06-25', gestationalAgeAtBirthWeeks: 37 })).toBeNull();
    expect(dueDateOf({ dateOfBirth: null, gestationalAgeAtBirthWeeks: 30 })).toBeNull();
  });
});

describe('correctedAgeInMonths', () => {
  it('at 18 weeks old: born at 36+0 is 3 months corrected; born at 37+0 has none (4 months)', () => {
    const born = '2026-07-22'; // 126 days = 18 weeks before now
    expect(chronologicalAgeInDays(born, now)).toBe(126);
    expect(correctedAgeInMonths({ dateOfBirth: born, gestationalAgeAtBirthWeeks: 36 }, now)).toBe(3);
    expect(developmentalAgeInMonths({ dateOfBirth: born, gestationalAgeAtBirthWeeks: 36 }, now)).toBe(3);
    expect(correctedAgeInMonths({ dateOfBirth: born, gestationalAgeAtBirthWeeks: 37 }, now)).toBeNull();
    expect(developmentalAgeInMonths({ dateOfBirth: born, gestationalAgeAtBirthWeeks: 37 }, now)).toBe(4);
  });

  it('counts the days: 36+6 is 22 days early, not 28', () => {
    // Born 2026-09-03: due 2026-09-25 at 36+6 (one month ago), 2026-10-01 at 36+0 (not yet a month).
    expect(correctedAgeInMonths({ dateOfBirth: '2026-09-03', gestationalAgeAtBirthWeeks: 36, gestationalAgeAtBirthDays: 6 }, now)).toBe(2);
    expect(correctedAgeInMonths({ dateOfBirth: '2026-09-03', gestationalAgeAtBirthWeeks: 36 }, now)).toBe(1);
  });

  it('still takes the older (dateOfBirth, weeks, now) form', () => {
    expect(correctedAgeInMonths('2026-06-25', 28, now)).toBe(2);
    expect(correctedAgeInMonths('2026-09-20', 37, now)).toBeNull();
  });

  it('stops at a chronological age of 24 months', () => {
    expect(correctedAgeInMonths('2024-11-26', 30, now)).toBe(21); // 23 months old, 10 weeks early
    expect(correctedAgeInMonths('2024-11-25', 30, now)).toBeNull(); // 24 months old today
    expect(developmentalAgeInMonths({ dateOfBirth: '2024-11-25', gestationalAgeAtBirthWeeks: 30 }, now)).toBe(24);
  });

  it('handles the ends of the accepted range, 22 and 44 weeks', () => {
    expect(correctedAgeInMonths('2026-06-25', 22, now)).toBe(0);
    expect(correctedAgeInMonths('2026-01-25', 22, now)).toBe(5);
    expect(correctedAgeInMonths('2026-01-25', 44, now)).toBeNull();
  });

  it('is 0 months before the due date, and negative in days', () => {
    expect(correctedAgeInMonths('2026-11-20', 25, now)).toBe(0);
    expect(correctedAgeInDays({ dateOfBirth: '2026-11-20', gestationalAgeAtBirthWeeks: 25 }, now)).toBe(5 - 105);
    expect(developmentalAgeInDays({ dateOfBirth: '2026-11-20', gestationalAgeAtBirthWeeks: 25 }, now)).toBe(-100);
    expect(developmentalAgeInDays({ dateOfBirth: '2026-11-20' }, now)).toBe(5);
  });

  it('is null without a gestational age or a valid birth date', () => {
    expect(correctedAgeInMonths('2026-06-25', null, now)).toBeNull();
    expect(correctedAgeInMonths('2026-06-25', undefined, now)).toBeNull();
    expect(correctedAgeInMonths(null, 28, now)).toBeNull();
    expect(correctedAgeInMonths('2026-02-30', 28, now)).toBeNull();
    expect(correctionApplies({ dateOfBirth: '2026-06-25' }, now)).toBe(false);
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
    expect(developmentalAgeInYears({ dateOfBirth: null }, now)).toBeNull();
  });

  it('finds the day a developmental age is reached', () => {
    // Term: two months after birth. Preterm: two months after the due date.
    expect(dateAtDevelopmentalAge({ dateOfBirth: '2026-11-01' }, 2)).toBe('2027-01-01');
    expect(dateAtDevelopmentalAge({ dateOfBirth: '2026-11-01', gestationalAgeAtBirthWeeks: 30, gestationalAgeAtBirthDays: 3 }, 2)).toBe(
      '2027-03-07',
    );
    // 24 months and later: the birthday, when lists switch to chronological age.
    expect(dateAtDevelopmentalAge({ dateOfBirth: '2026-11-01', gestationalAgeAtBirthWeeks: 30 }, 24)).toBe('2028-11-01');
    expect(dateAtDevelopmentalAge({ dateOfBirth: '2026-11-01', gestationalAgeAtBirthWeeks: 30 }, 30)).toBe('2029-05-01');
    expect(dateAtDevelopmentalAge({ dateOfBirth: '' }, 2)).toBeNull();
  });

  it('knows when correction ends', () => {
    expect(correctionEndsOn({ dateOfBirth: '2025-01-10', gestationalAgeAtBirthWeeks: 30 }, now)).toBe('2027-01-10');
    expect(correctionEndsOn({ dateOfBirth: '2025-01-10', gestationalAgeAtBirthWeeks: 38 }, now)).toBeNull();
    expect(correctionEndsOn({ dateOfBirth: '2024-01-10', gestationalAgeAtBirthWeeks: 30 }, now)).toBeNull();
  });

  it('formats the header line', () => {
    expect(formatCorrectedAge(1)).toBe('Corrected age: 1 month');
    expect(formatCorrectedAge(2)).toBe('Corrected age: 2 months');
  });
});
