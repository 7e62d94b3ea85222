import { addDays, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';
import { IMMUNISATION_SCHEDULES, immunisationDoseName, immunisationDoses, VACCINES, type ImmunisationDose } from './immunisations';

const find = (doses: ImmunisationDose[], vaccine: string, dose: number) => {
  const found = doses.find((entry) => entry.vaccine === vaccine && entry.dose === dose);
  if (!found) throw new Error(`${vaccine} ${dose} missing`);
  return found;
};
const shift = (date: string, days: number) => formatISO(addDays(parseISO(date), days), { representation: 'date' });

describe('immunisationDoses', () => {
  const child = { dateOfBirth: '2024-01-31', schedule: 'IAP' as const };

  it('counts due dates from the birth date by calendar arithmetic', () => {
    const doses = immunisationDoses(child, [], '2024-01-31');
    expect(find(doses, 'BCG', 1)).toMatchObject({ dueFrom: '2024-01-31', dueBy: null });
    expect(find(doses, 'HepB', 2).dueFrom).toBe('2024-03-13'); // 6 weeks = 42 days
    expect(find(doses, 'MMR', 1).dueFrom).toBe('2024-10-31'); // 9 months
    expect(find(doses, 'MMR', 2).dueFrom).toBe('2025-04-30'); // 15 months: April has 30 days
    expect(find(doses, 'DTP', 4)).toMatchObject({ dueFrom: '2025-05-31', dueBy: '2025-07-31' }); // 16-18 months
    expect(find(doses, 'Tdap', 1)).toMatchObject({ dueFrom: '2034-01-31', dueBy: '2036-01-31' }); // 10-12 years
    expect(find(doses, 'HPV', 2).dueFrom).toBe('2033-07-31'); // 9 years 6 months
  });

  it('uses the chosen schedule', () => {
    const doses = immunisationDoses({ ...child, schedule: 'CDC' }, [], '2024-01-31');
    expect(doses).toHaveLength(IMMUNISATION_SCHEDULES.CDC.doses.length);
    expect(find(doses, 'DTP', 1).dueFrom).toBe('2024-03-31'); // 2 months
    expect(find(doses, 'HepB', 2)).toMatchObject({ dueFrom: '2024-02-29', dueBy: '2024-03-31' }); // 1-2 months, leap year
    expect(doses.some((dose) => dose.vaccine === 'BCG')).toBe(false);
  });

  it('is upcoming before dueFrom, due through dueBy, then overdue', () => {
    const at = (today: string) => find(immunisationDoses(child, [], today), 'DTP', 4).status;
    expect(at('2025-05-30')).toBe('upcoming');
    expect(at('2025-05-31')).toBe('due');
    expect(at('2025-07-31')).toBe('due');
    expect(at('2025-08-01')).toBe('overdue');
  });

  it('keeps a dose with one age due for four weeks, then overdue', () => {
    const at = (today: string) => find(immunisationDoses(child, [], today), 'HepB', 2).status;
    expect(at('2024-03-12')).toBe('upcoming');
    expect(at('2024-03-13')).toBe('due');
    expect(at(shift('2024-03-13', 28))).toBe('due');
    expect(at(shift('2024-03-13', 29))).toBe('overdue');
  });

  it('marks recorded doses given, whatever the day, and ignores records not on the schedule', () => {
    const doses = immunisationDoses(
      child,
      [
        { id: 7, vaccine: 'HepB', dose: 2, givenOn: '2024-03-20' },
        { id: 8, vaccine: 'BCG', dose: 2, givenOn: '2024-03-20' },
      ],
      '2026-01-01',
    );
    expect(find(doses, 'HepB', 2)).toMatchObject({ status: 'given', givenOn: '2024-03-20', recordId: 7 });
    expect(find(doses, 'HepB', 3)).toMatchObject({ status: 'overdue', givenOn: null, recordId: null });
    expect(doses).toHaveLength(IMMUNISATION_SCHEDULES.IAP.doses.length);
  });

  it('lists doses by due date', () => {
    const dates = immunisationDoses(child, [], '2024-01-31').map((dose) => dose.dueFrom);
    expect(dates).toEqual([...dates].sort());
  });

  it('answers nothing without a valid birth date', () => {
    expect(immunisationDoses({ dateOfBirth: '2024-02-30', schedule: 'IAP' }, [], '2024-03-01')).toEqual([]);
  });
});

describe('the schedules', () => {
  it.each(Object.entries(IMMUNISATION_SCHEDULES))(
    '%s: numbers each vaccine’s doses 1, 2, ... with dueBy after dueFrom',
    (_code, schedule) => {
      for (const vaccine of VACCINES) {
        const numbers = schedule.doses.filter((dose) => dose.vaccine === vaccine).map((dose) => dose.dose);
        expect(numbers).toEqual(numbers.map((_n, index) => index + 1));
      }
      const doses = immunisationDoses({ dateOfBirth: '2020-01-01', schedule: _code as 'IAP' | 'CDC' }, [], '2020-01-01');
      for (const dose of doses)
        if (dose.dueBy) expect(differenceInCalendarDays(parseISO(dose.dueBy), parseISO(dose.dueFrom))).toBeGreaterThan(0);
    },
  );

  it('names a dose as a parent reads it', () => {
    expect(immunisationDoseName('IAP', 'HepB', 2)).toBe('Hepatitis B, dose 2');
    expect(immunisationDoseName('IAP', 'DTP', 4)).toBe('Diphtheria, tetanus, whooping cough (DTaP/DTwP), booster 1');
  });
});
