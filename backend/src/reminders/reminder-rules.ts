import {
  CDC_CHECKLIST_AGES_MONTHS,
  dateAtDevelopmentalAge,
  SCREENING_LABELS,
  SCREENING_SCHEDULE,
  SCREENINGS_UNTIL_MONTHS,
  utcIsoDateOf,
  type AgeSubject,
  type ReminderKind,
} from '@flourishly/contracts';

/**
 * What a parent is reminded of, and when (docs/product.md, "Reminders"): pure rules on a child's
 * dates, shared by the email reminders, the in-app bell and the calendar feed.
 */

/** Days either side of a due date in which its reminder goes: due within the next 7 days, or passed less than 7 days ago. */
export const REMINDER_WINDOW_DAYS = 7;

/** A child as the rules need it: its dates, and the day it was added ('yyyy-MM-dd'). */
export interface ReminderChild extends AgeSubject {
  id: number;
  name: string;
  addedOn: string;
}

/** One immunisation dose of a child's schedule (from the immunisations module): its due dates and whether it was given. */
export interface ReminderDose {
  vaccine: string;
  /** The vaccine's name as parents read it. */
  label: string;
  dose: number;
  dueFrom: string;
  dueBy: string | null;
  given: boolean;
}

/** A dated event of a child: a dose, a checklist opening or a screening. */
export interface ChildEvent {
  kind: Exclude<ReminderKind, 'weeklyPlan'>;
  /** Unique per child and event, e.g. 'child:7:checklist:4' (the reminder's key, with the user). */
  subject: string;
  childId: number;
  childName: string;
  /** 'yyyy-MM-dd': the day the dose is due from, the checklist opens or the screening is due. */
  on: string;
  /** A short title: "Asha: 4-month milestone checklist opens". */
  title: string;
  /** Last day of the event's window ('yyyy-MM-dd'): a dose's dueBy; null when none. */
  until: string | null;
}

const DAY_MS = 86_400_000;
/** Whole days from `from` to `to`, both 'yyyy-MM-dd' (calendar days, whatever the server's time zone). */
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** "4-month" or "2-year": a checklist's age as its name says it. */
function checklistAgeName(months: number): string {
  return months >= 24 && months % 12 === 0 ? `${months / 12}-year` : `${months}-month`;
}

/** The child's CDC milestone checklists (2 months to 5 years) by the day each opens (developmental age). */
export function checklistEvents(child: ReminderChild): ChildEvent[] {
  return CDC_CHECKLIST_AGES_MONTHS.flatMap((months) => {
    const on = dateAtDevelopmentalAge(child, months);
    if (!on) return [];
    return [
      {
        kind: 'checklists' as const,
        subject: `child:${child.id}:checklist:${months}`,
        childId: child.id,
        childName: child.name,
        on,
        title: `${child.name}: ${checklistAgeName(months)} milestone checklist opens`,
        until: null,
      },
    ];
  });
}

/** The child's recommended screenings (packages/contracts/src/screenings.ts) by the day each is due. */
export function screeningEvents(child: ReminderChild): ChildEvent[] {
  return SCREENING_SCHEDULE.flatMap(({ kind, ageMonths }) => {
    const on = dateAtDevelopmentalAge(child, ageMonths);
    if (!on || ageMonths >= SCREENINGS_UNTIL_MONTHS) return [];
    return [
      {
        kind: 'screenings' as const,
        subject: `child:${child.id}:screening:${kind}:${ageMonths}`,
        childId: child.id,
        childName: child.name,
        on,
        title: `${child.name}: ${SCREENING_LABELS[kind].toLowerCase()} at ${ageMonths} months`,
        until: null,
      },
    ];
  });
}

/** The child's doses not yet given, by the day each is due from. */
export function doseEvents(child: ReminderChild, doses: readonly ReminderDose[]): ChildEvent[] {
  return doses
    .filter((dose) => !dose.given)
    .map((dose) => ({
      kind: 'immunizations' as const,
      subject: `child:${child.id}:dose:${dose.vaccine}:${dose.dose}`,
      childId: child.id,
      childName: child.name,
      on: dose.dueFrom,
      title: `${child.name}: ${dose.label}, dose ${dose.dose}`,
      until: dose.dueBy,
    }));
}

/** Every dated event of a child, by date. */
export function childEvents(child: ReminderChild, doses: readonly ReminderDose[] = []): ChildEvent[] {
  return [...doseEvents(child, doses), ...checklistEvents(child), ...screeningEvents(child)].sort((a, b) => a.on.localeCompare(b.on));
}

/**
 * The events whose reminder is due on `today` ('yyyy-MM-dd'):
 * - a dose or a screening due within the next 7 days or passed less than 7 days ago, unless it
 *   was already past (a dose: overdue; a screening: its day gone) when the child was added: those
 *   show on the child's page, not in a flood of email;
 * - a checklist on the day it opens or in the 6 days after, unless it had opened before the child was added.
 */
export function remindersDue(events: readonly ChildEvent[], child: Pick<ReminderChild, 'addedOn'>, today: string): ChildEvent[] {
  return events.filter((event) => {
    const daysUntil = daysFrom(today, event.on);
    if (event.kind === 'checklists') return daysUntil <= 0 && daysUntil > -REMINDER_WINDOW_DAYS && event.on >= child.addedOn;
    if (daysUntil > REMINDER_WINDOW_DAYS || daysUntil <= -REMINDER_WINDOW_DAYS) return false;
    const pastOn = event.kind === 'immunizations' ? event.until : event.on;
    return pastOn === null || pastOn >= child.addedOn;
  });
}

/** The Monday ('yyyy-MM-dd') of the week holding `today`: the weekly plan digest's key. */
export function weekOf(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return utcIsoDateOf(date);
}
