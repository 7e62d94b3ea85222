import { checklistEvents, doseEvents, remindersDue, screeningEvents, weekOf, type ReminderChild } from './reminder-rules';

const child: ReminderChild = { id: 7, name: 'Asha', dateOfBirth: '2026-01-15', addedOn: '2026-01-20' };

describe('reminder rules', () => {
  it('dates the CDC checklists from the birth date, and corrects them for a baby born early', () => {
    expect(
      checklistEvents(child)
        .slice(0, 2)
        .map((event) => [event.subject, event.on, event.title]),
    ).toEqual([
      ['child:7:checklist:2', '2026-03-15', 'Asha: 2-month milestone checklist opens'],
      ['child:7:checklist:4', '2026-05-15', 'Asha: 4-month milestone checklist opens'],
    ]);
    expect(checklistEvents(child).find((event) => event.subject === 'child:7:checklist:24')?.title).toBe(
      'Asha: 2-year milestone checklist opens',
    );
    // Born at 32+0 weeks, 8 weeks early: due on 2026-03-12, so the 2-month checklist opens 2 months after that.
    const early = { ...child, gestationalAgeAtBirthWeeks: 32 };
    expect(checklistEvents(early)[0].on).toBe('2026-05-12');
  });

  it('sends a checklist reminder from the day it opens for 7 days, never before', () => {
    const events = checklistEvents(child);
    expect(remindersDue(events, child, '2026-03-14')).toEqual([]);
    expect(remindersDue(events, child, '2026-03-15').map((event) => event.subject)).toEqual(['child:7:checklist:2']);
    expect(remindersDue(events, child, '2026-03-21').map((event) => event.subject)).toEqual(['child:7:checklist:2']);
    expect(remindersDue(events, child, '2026-03-22')).toEqual([]);
  });

  it('sends a dose reminder when it is due within the next 7 days or passed less than 7 days ago', () => {
    const doses = doseEvents(child, [
      { vaccine: 'hepb', label: 'Hepatitis B', dose: 2, dueFrom: '2026-03-01', dueBy: '2026-03-29', given: false },
      { vaccine: 'bcg', label: 'BCG', dose: 1, dueFrom: '2026-03-01', dueBy: null, given: true },
    ]);
    expect(doses.map((event) => event.subject)).toEqual(['child:7:dose:hepb:2']);
    expect(remindersDue(doses, child, '2026-02-21')).toEqual([]);
    expect(remindersDue(doses, child, '2026-02-22')).toHaveLength(1);
    expect(remindersDue(doses, child, '2026-03-07')).toHaveLength(1);
    expect(remindersDue(doses, child, '2026-03-08')).toEqual([]);
  });

  it('never reminds of a dose already overdue when the child was added', () => {
    const addedLate = { ...child, addedOn: '2026-03-30' };
    const doses = doseEvents(addedLate, [
      { vaccine: 'hepb', label: 'Hepatitis B', dose: 2, dueFrom: '2026-03-26', dueBy: '2026-03-29', given: false },
      { vaccine: 'opv', label: 'Polio', dose: 1, dueFrom: '2026-03-27', dueBy: '2026-04-30', given: false },
    ]);
    expect(remindersDue(doses, addedLate, '2026-03-30').map((event) => event.subject)).toEqual(['child:7:dose:opv:1']);
  });

  it('dates the recommended screenings by developmental age, with a 7-day window either side', () => {
    const screenings = screeningEvents(child);
    expect(screenings.map((event) => [event.subject, event.on])).toEqual([
      ['child:7:screening:developmental:9', '2026-10-15'],
      ['child:7:screening:developmental:18', '2027-07-15'],
      ['child:7:screening:autism:18', '2027-07-15'],
      ['child:7:screening:autism:24', '2028-01-15'],
      ['child:7:screening:developmental:30', '2028-07-15'],
    ]);
    expect(remindersDue(screenings, child, '2026-10-07')).toEqual([]);
    expect(remindersDue(screenings, child, '2026-10-08')).toHaveLength(1);
    expect(remindersDue(screenings, child, '2026-10-21')).toHaveLength(1);
    expect(remindersDue(screenings, child, '2026-10-22')).toEqual([]);
  });

  it('keys the weekly digest by the Monday of the week', () => {
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
    expect(weekOf('2026-12-05')).toBe('2026-11-30');
  });
});
