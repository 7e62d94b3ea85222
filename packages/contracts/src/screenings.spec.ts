import { screeningsFor } from './screenings';

const at = (iso: string) => new Date(`${iso}T12:00:00`);
const now = at('2026-11-25');

describe('screeningsFor (AAP: developmental 9, 18, 30; autism 18, 24 months)', () => {
  it('lists the schedule with due dates and statuses for a term 17-month-old', () => {
    expect(screeningsFor({ dateOfBirth: '2025-06-20' }, now)).toEqual([
      { kind: 'developmental', ageMonths: 9, dueOn: '2026-03-20', status: 'past' },
      { kind: 'developmental', ageMonths: 18, dueOn: '2026-12-20', status: 'due' },
      { kind: 'autism', ageMonths: 18, dueOn: '2026-12-20', status: 'due' },
      { kind: 'autism', ageMonths: 24, dueOn: '2027-06-20', status: 'upcoming' },
      { kind: 'developmental', ageMonths: 30, dueOn: '2027-12-20', status: 'upcoming' },
    ]);
  });

  it('uses the corrected age for a preterm baby: 10 months old born at 30 weeks is 7 months', () => {
    const list = screeningsFor({ dateOfBirth: '2026-01-25', gestationalAgeAtBirthWeeks: 30 }, now);
    expect(list[0]).toEqual({ kind: 'developmental', ageMonths: 9, dueOn: '2027-01-05', status: 'upcoming' });
    expect(screeningsFor({ dateOfBirth: '2026-01-25' }, now)[0].status).toBe('past');
  });

  it('is due from a month before to a month after', () => {
    expect(screeningsFor({ dateOfBirth: '2026-03-26' }, now)[0].status).toBe('upcoming'); // 7 months
    expect(screeningsFor({ dateOfBirth: '2026-02-26' }, now)[0].status).toBe('due'); // 8 months
    expect(screeningsFor({ dateOfBirth: '2026-02-25' }, now)[0].status).toBe('due'); // 9 months
    expect(screeningsFor({ dateOfBirth: '2026-01-26' }, now)[0].status).toBe('due'); // 9 months, nearly 10
    expect(screeningsFor({ dateOfBirth: '2025-12-25' }, now)[0].status).toBe('past'); // 10 months
  });

  it('is empty for a school-age child or without a birth date', () => {
    expect(screeningsFor({ dateOfBirth: '2021-06-01' }, now)).toEqual([]);
    expect(screeningsFor({ dateOfBirth: null }, now)).toEqual([]);
    expect(screeningsFor({ dateOfBirth: '2023-06-01' }, now).every((s) => s.status === 'past')).toBe(true);
  });
});
