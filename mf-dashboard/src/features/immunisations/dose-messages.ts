import { scheduleDose, type ImmunisationScheduleCode, type ImmunisationStatus, type Vaccine } from '@flourishly/contracts';
import type { IntlShape } from 'react-intl';

/** The message of each dose status, in words. */
export const STATUS_MESSAGES: Record<ImmunisationStatus, string> = {
  given: 'dashboard.immunisations.status.given',
  due: 'dashboard.immunisations.status.due',
  overdue: 'dashboard.immunisations.status.overdue',
  upcoming: 'dashboard.immunisations.status.upcoming',
};

/** The message of each schedule note (immunisation-schedules in the contracts), by its English text. */
export const NOTE_MESSAGES: Readonly<Record<string, string>> = {
  'Within 24 hours of birth.': 'dashboard.immunisations.note.within24Hours',
  'Rotavirus vaccines of the RV1 brand need two doses; the other brands three.': 'dashboard.immunisations.note.rotavirusBrands',
  'Then once a year, before the monsoon, until 5 years of age.': 'dashboard.immunisations.note.fluYearlyIap',
  'The fourth dose comes with a combination vaccine.': 'dashboard.immunisations.note.hepBFourth',
  'Only for the inactivated vaccine; the live vaccine is one dose.': 'dashboard.immunisations.note.inactivatedOnly',
  'Six months after the first dose.': 'dashboard.immunisations.note.sixMonthsAfterFirst',
  'Only for the three-dose brand (RV5).': 'dashboard.immunisations.note.threeDoseBrand',
  'Not needed with the two-dose brand (PedvaxHIB).': 'dashboard.immunisations.note.twoDoseBrand',
  'A second dose four weeks after the first in the first season; then one dose every year.': 'dashboard.immunisations.note.fluYearlyCdc',
  'May start at 9 years.': 'dashboard.immunisations.note.mayStartAtNine',
  'Six to twelve months after the first dose.': 'dashboard.immunisations.note.sixToTwelveMonths',
};

/** A schedule note in the screen's language; a note without a message shows as the schedule gives it. */
export function noteText(intl: IntlShape, note: string): string {
  const id = NOTE_MESSAGES[note];
  return id ? intl.formatMessage({ id }) : note;
}

/**
 * How a schedule's label names a dose: 'birth' (the OPV birth dose), 'booster' (with its number,
 * if any), 'named' (a product's own name, such as "DTaP 1", kept as it is) or 'dose' (no label:
 * "dose 2").
 */
export function doseLabelKind(label: string | undefined): {
  kind: 'birth' | 'booster' | 'boosterNumber' | 'named' | 'dose';
  number?: number;
} {
  if (label === undefined) return { kind: 'dose' };
  if (label === 'Birth dose (OPV 0)') return { kind: 'birth' };
  const booster = /^Booster(?: (\d+))?$/.exec(label);
  if (booster) return booster[1] ? { kind: 'boosterNumber', number: Number(booster[1]) } : { kind: 'booster' };
  return { kind: 'named' };
}

/**
 * A dose as a parent reads it, in the screen's language: "Hepatitis B, dose 2",
 * "Diphtheria, ... (DTaP/DTwP), booster 1", "हेपेटाइटिस बी, खुराक 2". `vaccines` names the
 * vaccines in that language (ScheduleTexts, from the contracts' tables).
 */
export function doseName(
  intl: IntlShape,
  vaccines: Readonly<Record<Vaccine, string>>,
  schedule: ImmunisationScheduleCode,
  vaccine: Vaccine,
  dose: number,
): string {
  const label = scheduleDose(schedule, vaccine, dose)?.label;
  const { kind, number } = doseLabelKind(label);
  return intl.formatMessage(
    { id: 'dashboard.immunisations.doseName' },
    { vaccine: vaccines[vaccine], kind, number: number ?? dose, label: label ?? '' },
  );
}
