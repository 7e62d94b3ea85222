import { add, addWeeks, formatISO } from 'date-fns';
import { z } from 'zod';
import { parseIsoDate } from './dates';
import { calendarDateSchema } from './date-schemas';
import { formatReportDate } from './doctor-copy';
import { entityIdParamSchema } from './ids';
import { CDC_SCHEDULE } from './immunisation-schedules/cdc';
import { IAP_SCHEDULE } from './immunisation-schedules/iap';
import { VACCINES, type ImmunisationScheduleData, type ScheduleDose, type Vaccine } from './immunisation-schedules/types';

export { VACCINES, type ImmunisationScheduleData, type ScheduleAge, type ScheduleDose, type Vaccine } from './immunisation-schedules/types';
export { DOSE_LABELS_HI, DOSE_NOTES_HI, SCHEDULE_TEXTS_HI, VACCINE_LABELS_HI } from './immunisation-schedules/hi';

/**
 * A child's immunisations (docs/product.md, "Immunisations"): the schedule chosen for the child
 * (IAP by default), each dose's dates from the birth date, and the doses recorded as given.
 * The schedules are data in immunisation-schedules/ (README there: source, edition, status).
 */
export const IMMUNISATION_SCHEDULE_CODES = ['IAP', 'CDC'] as const;
export type ImmunisationScheduleCode = (typeof IMMUNISATION_SCHEDULE_CODES)[number];
/** India's schedule first: our prices are in rupees. */
export const DEFAULT_IMMUNISATION_SCHEDULE: ImmunisationScheduleCode = 'IAP';
export const IMMUNISATION_SCHEDULES: Record<ImmunisationScheduleCode, ImmunisationScheduleData> = { IAP: IAP_SCHEDULE, CDC: CDC_SCHEDULE };

export const IMMUNISATION_STATUSES = ['given', 'due', 'overdue', 'upcoming'] as const;
export type ImmunisationStatus = (typeof IMMUNISATION_STATUSES)[number];

/** A dose the schedule gives one age for (no `dueBy`) is due for this many weeks from it, then overdue. */
export const DUE_WINDOW_WEEKS = 4;
/** The highest dose number any schedule has, with room: a body's dose is checked against the schedule after. */
export const MAX_DOSE_NUMBER = 20;

export const VACCINE_LABELS: Record<Vaccine, string> = {
  BCG: 'BCG (tuberculosis)',
  OPV: 'Polio, oral (OPV)',
  HepB: 'Hepatitis B',
  DTP: 'Diphtheria, tetanus, whooping cough (DTaP/DTwP)',
  Hib: 'Hib (Haemophilus influenzae type b)',
  IPV: 'Polio, injected (IPV)',
  PCV: 'Pneumococcal (PCV)',
  RV: 'Rotavirus',
  Influenza: 'Influenza (flu)',
  TCV: 'Typhoid conjugate (TCV)',
  MMR: 'Measles, mumps, rubella (MMR)',
  HepA: 'Hepatitis A',
  Varicella: 'Chickenpox (varicella)',
  Tdap: 'Tetanus, diphtheria, whooping cough booster (Tdap)',
  HPV: 'Human papillomavirus (HPV)',
  MenACWY: 'Meningococcal ACWY',
};

export const IMMUNISATION_MESSAGES = {
  chooseVaccine: 'Choose a vaccine of the schedule',
  chooseDose: 'Choose a dose number',
  chooseSchedule: 'Choose the IAP or the CDC schedule',
  beforeBirth: 'A dose cannot be given before the child’s birth date',
  inFuture: 'A dose cannot be recorded as given in the future',
  notInSchedule: 'This dose is not on the child’s schedule',
  recordedTwice: 'This dose is already recorded',
  recordNotFound: 'Immunisation record not found',
} as const;

/** A dose of the schedule for one child. */
export const immunisationDoseSchema = z.object({
  vaccine: z.enum(VACCINES),
  dose: z.number().int().positive(),
  /** The day the child reaches the dose's earliest recommended age, 'yyyy-MM-dd'. */
  dueFrom: z.string(),
  /** The day the child reaches its latest recommended age; null where the schedule gives one age. */
  dueBy: z.string().nullable(),
  status: z.enum(IMMUNISATION_STATUSES),
  /** The day it was given, from the record; null until recorded. */
  givenOn: z.string().nullable(),
  /** The record's id (DELETE .../immunizations/{recordId}); null until recorded. */
  recordId: z.number().int().nullable(),
});
export type ImmunisationDose = z.infer<typeof immunisationDoseSchema>;

/** GET /api/child-profiles/{childId}/immunizations (and PUT .../immunization-schedule's answer). */
export const immunisationsSchema = z.object({
  schedule: z.enum(IMMUNISATION_SCHEDULE_CODES),
  doses: z.array(immunisationDoseSchema),
});
export type Immunisations = z.infer<typeof immunisationsSchema>;

/** POST .../immunizations: a dose given on a day. */
export const recordImmunisationSchema = z.object({
  vaccine: z.enum(VACCINES, { error: IMMUNISATION_MESSAGES.chooseVaccine }),
  dose: z.number({ error: IMMUNISATION_MESSAGES.chooseDose }).int(IMMUNISATION_MESSAGES.chooseDose).min(1).max(MAX_DOSE_NUMBER),
  givenOn: calendarDateSchema,
});
export type RecordImmunisation = z.infer<typeof recordImmunisationSchema>;

/** A dose recorded as given (POST's 201 answer). */
export const immunisationRecordSchema = z.object({
  id: z.number().int(),
  vaccine: z.enum(VACCINES),
  dose: z.number().int(),
  givenOn: z.string(),
});
export type ImmunisationRecord = z.infer<typeof immunisationRecordSchema>;

/** PUT .../immunization-schedule. */
export const chooseImmunisationScheduleSchema = z.object({
  schedule: z.enum(IMMUNISATION_SCHEDULE_CODES, { error: IMMUNISATION_MESSAGES.chooseSchedule }),
});
export type ChooseImmunisationSchedule = z.infer<typeof chooseImmunisationScheduleSchema>;

/** DELETE .../immunizations/{recordId}. */
export const immunisationRecordParamSchema = z.object({ childId: entityIdParamSchema, recordId: entityIdParamSchema });

/** The schedule's entry of a dose, or undefined when the schedule has no such dose. */
export function scheduleDose(schedule: ImmunisationScheduleCode, vaccine: string, dose: number): ScheduleDose | undefined {
  return IMMUNISATION_SCHEDULES[schedule].doses.find((entry) => entry.vaccine === vaccine && entry.dose === dose);
}

/** "Hepatitis B, dose 2" or "Diphtheria, ... (DTaP/DTwP), booster 1": a dose as a parent reads it. */
export function immunisationDoseName(schedule: ImmunisationScheduleCode, vaccine: Vaccine, dose: number): string {
  const label = scheduleDose(schedule, vaccine, dose)?.label;
  return `${VACCINE_LABELS[vaccine]}, ${label ? label.charAt(0).toLowerCase() + label.slice(1) : `dose ${dose}`}`;
}

const isoDate = (date: Date) => formatISO(date, { representation: 'date' });

/** What {@link immunisationDoses} needs of a child: the birth date and the chosen schedule. */
export interface ImmunisationSubject {
  dateOfBirth: string;
  schedule: ImmunisationScheduleCode;
}

/** What {@link immunisationDoses} needs of a record. */
export type GivenDose = Pick<ImmunisationRecord, 'vaccine' | 'dose' | 'givenOn'> & { id?: number };

/**
 * Every dose of the child's schedule with its dates and status on `today` ('yyyy-MM-dd', the
 * family's date), in the order of `dueFrom` (the schedule's order within a day). Dates by
 * chronological age: `dueFrom` = birth date + the dose's earliest age, `dueBy` = birth date +
 * its latest age (null where the schedule gives one age), by calendar arithmetic (date-fns
 * `add`: 6 weeks is 42 days, 15 months the same day of the month 15 months on or the month's
 * last day). Status: 'given' when a record of that vaccine and dose exists; otherwise
 * 'upcoming' while today < dueFrom, 'due' from dueFrom through dueBy (or, without dueBy,
 * through dueFrom + {@link DUE_WINDOW_WEEKS} weeks), then 'overdue'. Records of doses that are
 * not on the schedule are left out. [] without a valid birth date.
 */
export function immunisationDoses(child: ImmunisationSubject, records: readonly GivenDose[], today: string): ImmunisationDose[] {
  const birth = parseIsoDate(child.dateOfBirth);
  if (!birth) return [];
  const given = new Map(records.map((record) => [`${record.vaccine}#${record.dose}`, record]));
  const doses = IMMUNISATION_SCHEDULES[child.schedule].doses.map((entry): ImmunisationDose => {
    const dueFrom = isoDate(add(birth, entry.from));
    const dueBy = entry.by ? isoDate(add(birth, entry.by)) : null;
    const record = given.get(`${entry.vaccine}#${entry.dose}`);
    const windowEnd = dueBy ?? isoDate(addWeeks(add(birth, entry.from), DUE_WINDOW_WEEKS));
    const status: ImmunisationStatus = record ? 'given' : today < dueFrom ? 'upcoming' : today <= windowEnd ? 'due' : 'overdue';
    return {
      vaccine: entry.vaccine,
      dose: entry.dose,
      dueFrom,
      dueBy,
      status,
      givenOn: record?.givenOn ?? null,
      recordId: record?.id ?? null,
    };
  });
  return doses
    .map((dose, index) => ({ dose, index }))
    .sort((a, b) => a.dose.dueFrom.localeCompare(b.dose.dueFrom) || a.index - b.index)
    .map(({ dose }) => dose);
}

/** The report's immunisation section (docs/product.md, "Immunisations"): at most this many upcoming doses. */
export const REPORT_UPCOMING_DOSES = 5;

export const IMMUNISATIONS_REPORT_TEXT = {
  title: 'Immunisations',
  lead: 'Doses the parent recorded as given, those not recorded whose time has come, and the next ones, by the schedule the parent chose.',
  none: 'No dose recorded yet.',
} as const;

/**
 * The report's lines of a child's immunisations: the doses given (by the day given), then those
 * overdue and due, then the next {@link REPORT_UPCOMING_DOSES} upcoming, each as
 * "Hepatitis B, dose 2: given 20 March 2024" or "MMR, dose 1: overdue (due 31 October 2024)".
 */
export function immunisationReportLines({ schedule, doses }: Immunisations): string[] {
  const name = (dose: ImmunisationDose) => immunisationDoseName(schedule, dose.vaccine, dose.dose);
  const due = (dose: ImmunisationDose) =>
    dose.dueBy ? `${formatReportDate(dose.dueFrom)} to ${formatReportDate(dose.dueBy)}` : formatReportDate(dose.dueFrom);
  const given = doses
    .filter((dose) => dose.status === 'given')
    .sort((a, b) => (a.givenOn ?? '').localeCompare(b.givenOn ?? ''))
    .map((dose) => `${name(dose)}: given ${formatReportDate(dose.givenOn as string)}`);
  const overdue = doses.filter((dose) => dose.status === 'overdue').map((dose) => `${name(dose)}: overdue (due ${due(dose)})`);
  const dueNow = doses.filter((dose) => dose.status === 'due').map((dose) => `${name(dose)}: due now (${due(dose)})`);
  const upcoming = doses
    .filter((dose) => dose.status === 'upcoming')
    .slice(0, REPORT_UPCOMING_DOSES)
    .map((dose) => `${name(dose)}: upcoming (${due(dose)})`);
  return [...given, ...overdue, ...dueNow, ...upcoming];
}
