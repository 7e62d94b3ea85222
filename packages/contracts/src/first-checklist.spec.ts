import fc from 'fast-check';
import { addDays, differenceInCalendarDays } from 'date-fns';
import { isoDateOf, parseIsoDate } from './dates';
import { formatCorrectionEndsNotice } from './age-format';
import { correctionEndsSoon, developmentalAgeInMonths } from './corrected-age';
import { checklistAgeFor, FIRST_CHECKLIST_MESSAGES, firstChecklistOn } from './development';

const at = (iso: string) => new Date(`${iso}T12:00:00`);

describe('firstChecklistOn', () => {
  it('gives a term baby under 2 months the 2-month birthday, and nothing from that day', () => {
    const baby = { dateOfBirth: '2026-11-14' };
    expect(firstChecklistOn(baby, at('2026-11-14'))).toBe('2027-01-14');
    expect(firstChecklistOn(baby, at('2027-01-13'))).toBe('2027-01-14');
    expect(firstChecklistOn(baby, new Date(2027, 0, 13, 23, 59))).toBe('2027-01-14');
    expect(firstChecklistOn(baby, new Date(2027, 0, 14, 0, 0))).toBeNull();
    expect(firstChecklistOn(baby, at('2027-01-14'))).toBeNull();
    expect(firstChecklistOn({ dateOfBirth: null }, at('2027-01-14'))).toBeNull();
  });

  it('counts from the due date for a preterm baby: a 24-weeker of 10 weeks has no checklist for months', () => {
    // Born 2026-09-01 at 24+0: due 112 days later (2026-12-22), 2 months corrected on 2027-02-22.
    const early = { dateOfBirth: '2026-09-01', gestationalAgeAtBirthWeeks: 24 };
    expect(firstChecklistOn(early, at('2026-11-10'))).toBe('2027-02-22');
    expect(firstChecklistOn(early, at('2027-02-21'))).toBe('2027-02-22');
    expect(firstChecklistOn(early, at('2027-02-22'))).toBeNull();
  });

  it('puts 36+0 and 37+0 babies of 10 weeks on either side of the line', () => {
    // 70 days old: 36+0 is 28 days early (42 days corrected); 37+0 is term (70 days, 2 months).
    const now = at('2026-11-10');
    expect(firstChecklistOn({ dateOfBirth: '2026-09-01', gestationalAgeAtBirthWeeks: 36 }, now)).toBe('2026-11-29');
    expect(firstChecklistOn({ dateOfBirth: '2026-09-01', gestationalAgeAtBirthWeeks: 37 }, now)).toBeNull();
  });

  it('agrees with the developmental age on every day: null exactly when it is 2 months or more', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2020, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true }),
        fc.integer({ min: 0, max: 260 }),
        fc.option(fc.integer({ min: 22, max: 44 }), { nil: null }),
        fc.integer({ min: 0, max: 6 }),
        (birthInstant, ageDays, weeks, days) => {
          const dateOfBirth = isoDateOf(birthInstant);
          const child = { dateOfBirth, gestationalAgeAtBirthWeeks: weeks, gestationalAgeAtBirthDays: days };
          const now = addDays(parseIsoDate(dateOfBirth) as Date, ageDays);
          now.setHours(15);
          const opensOn = firstChecklistOn(child, now);
          const months = developmentalAgeInMonths(child, now);
          expect(opensOn === null).toBe(months >= 2);
          if (opensOn !== null) {
            // The day it opens is the first day of 2 months' developmental age.
            const day = parseIsoDate(opensOn) as Date;
            expect(developmentalAgeInMonths(child, day)).toBe(2);
            expect(developmentalAgeInMonths(child, addDays(day, -1))).toBe(1);
            expect(differenceInCalendarDays(day, now)).toBeGreaterThan(0);
          } else {
            expect(checklistAgeFor(months)).toBeGreaterThanOrEqual(2);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('says the date as parents do, with the corrected age only when it applies', () => {
    expect(FIRST_CHECKLIST_MESSAGES.notOpenYet('2027-01-14', false)).toBe(
      'The first milestone checklist opens on 14 January 2027, at 2 months.',
    );
    expect(FIRST_CHECKLIST_MESSAGES.notOpenYet('2027-01-14', true)).toBe(
      'The first milestone checklist opens on 14 January 2027, at 2 months (corrected age).',
    );
    expect(FIRST_CHECKLIST_MESSAGES.opensOn('2027-01-14', true)).toBe(
      'Your baby\u2019s first milestone checklist opens on 14 January 2027 (at 2 months, corrected age).',
    );
  });
});

describe('correctionEndsSoon', () => {
  const preterm = { dateOfBirth: '2025-01-10', gestationalAgeAtBirthWeeks: 30 };

  it('gives the 24-month birthday from the 23-month birthday of a preterm child, and only then', () => {
    expect(correctionEndsSoon(preterm, at('2026-12-09'))).toBeNull();
    expect(correctionEndsSoon(preterm, at('2026-12-10'))).toBe('2027-01-10');
    expect(correctionEndsSoon(preterm, at('2027-01-09'))).toBe('2027-01-10');
    expect(correctionEndsSoon(preterm, at('2027-01-10'))).toBeNull();
  });

  it('is null for a child whose age is not corrected', () => {
    expect(correctionEndsSoon({ dateOfBirth: '2025-01-10', gestationalAgeAtBirthWeeks: 37 }, at('2026-12-20'))).toBeNull();
    expect(correctionEndsSoon({ dateOfBirth: '2025-01-10' }, at('2026-12-20'))).toBeNull();
    expect(correctionEndsSoon({ dateOfBirth: null, gestationalAgeAtBirthWeeks: 30 }, at('2026-12-20'))).toBeNull();
  });

  it('says the switch with the child’s name and the date', () => {
    expect(formatCorrectionEndsNotice('Asha', '2027-01-10')).toBe(
      'From 10 January 2027, at 2 years, Asha\u2019s checklists, activities and tips go by actual age, as paediatricians advise.',
    );
  });
});
