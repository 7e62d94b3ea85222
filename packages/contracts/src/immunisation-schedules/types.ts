/**
 * An age on a vaccination schedule, counted from the birth date by calendar arithmetic (date-fns
 * `add`: years, then months, then weeks): `{ weeks: 6 }`, `{ months: 15 }`, `{ years: 4 }`,
 * `{ years: 9, months: 6 }`; `{ weeks: 0 }` is birth.
 */
export interface ScheduleAge {
  years?: number;
  months?: number;
  weeks?: number;
}

/** The vaccines of the schedules, one code per disease or product family, shared by both schedules so a record keeps its meaning when a parent switches. */
export const VACCINES = [
  'BCG',
  'OPV',
  'HepB',
  'DTP',
  'Hib',
  'IPV',
  'PCV',
  'RV',
  'Influenza',
  'TCV',
  'MMR',
  'HepA',
  'Varicella',
  'Tdap',
  'HPV',
  'MenACWY',
] as const;
export type Vaccine = (typeof VACCINES)[number];

/**
 * One dose of a schedule: the vaccine, its dose number (1, 2, ... in the schedule's order,
 * boosters included), the earliest recommended age (`from`) and the latest recommended age
 * (`by`: the upper end of the schedule's range, such as 18 for '16-18 months'), absent where
 * the schedule gives one age. `label` names a booster as the schedule does; `note` is what a
 * parent needs to know beside it (a brand that needs fewer doses, a yearly repeat).
 */
export interface ScheduleDose {
  vaccine: Vaccine;
  dose: number;
  from: ScheduleAge;
  by?: ScheduleAge;
  label?: string;
  note?: string;
}

/** A published schedule, transcribed: its name, edition and source as printed in the app. */
export interface ImmunisationScheduleData {
  name: string;
  edition: string;
  source: string;
  doses: readonly ScheduleDose[];
}
