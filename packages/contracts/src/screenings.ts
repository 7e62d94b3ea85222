import { z } from 'zod';
import { dateAtDevelopmentalAge, developmentalAgeInMonths, type AgeSubject } from './corrected-age';

/**
 * Recommended screenings (docs/product.md, "Screenings"): the AAP's schedule (Bright Futures /
 * AAP periodicity schedule): a general developmental screening at 9, 18 and 30 months and an
 * autism screening at 18 and 24 months, by developmental age (corrected under 24 months).
 * A screening is due from a month before to a month after its age (before: upcoming; after:
 * past). From school age (SCREENINGS_UNTIL_MONTHS) the list is empty.
 */
export const SCREENING_KINDS = ['developmental', 'autism'] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];
export const SCREENING_STATUSES = ['upcoming', 'due', 'past'] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];

export const SCREENING_SCHEDULE: readonly { kind: ScreeningKind; ageMonths: number }[] = [
  { kind: 'developmental', ageMonths: 9 },
  { kind: 'developmental', ageMonths: 18 },
  { kind: 'autism', ageMonths: 18 },
  { kind: 'autism', ageMonths: 24 },
  { kind: 'developmental', ageMonths: 30 },
];
/** A screening is due this many months either side of its age. */
export const SCREENING_WINDOW_MONTHS = 1;
/** School age (5 years): no screenings listed from this developmental age, in months. */
export const SCREENINGS_UNTIL_MONTHS = 60;

export const SCREENING_LABELS: Record<ScreeningKind, string> = {
  developmental: 'General developmental screening',
  autism: 'Autism screening',
};
export const SCREENING_STATUS_LABELS: Record<ScreeningStatus, string> = { upcoming: 'Upcoming', due: 'Due now', past: 'Past' };
export const SCREENINGS_TEXT = {
  title: 'Recommended screenings',
  lead: 'Paediatricians recommend these short checks of development. Ask your child\u2019s doctor or health visitor about each one when it is due.',
  source: 'Source: American Academy of Pediatrics (AAP), recommended developmental and autism screening schedule.',
  /** Shown beside the list while a preterm child's age is corrected. */
  correctedNote: 'Born early: the dates before age 2 follow the corrected age (counted from the due date), as paediatricians do.',
} as const;

/** "at 18 months": when a screening is recommended, as the card and the report print it. */
export function screeningAgeText(ageMonths: number): string {
  return `at ${ageMonths} months`;
}

export const screeningSchema = z.object({
  kind: z.enum(SCREENING_KINDS),
  /** Developmental age of the screening, in months: 9, 18, 24 or 30. */
  ageMonths: z.number().int(),
  /** The day the child reaches that developmental age, 'yyyy-MM-dd'. */
  dueOn: z.string(),
  status: z.enum(SCREENING_STATUSES),
});
export type Screening = z.infer<typeof screeningSchema>;
/** GET /api/child-profiles/{childId}/screenings. */
export const screeningsSchema = z.array(screeningSchema);

/**
 * The recommended screenings for a child at `now`, in the schedule's order; [] from school age
 * or without a valid birth date. Status by developmental age in whole months m: 'upcoming' while
 * m < ageMonths - 1, 'due' while m is ageMonths - 1 or ageMonths, then 'past'.
 */
export function screeningsFor(child: AgeSubject, now: Date = new Date()): Screening[] {
  const months = developmentalAgeInMonths(child, now);
  if (!dateAtDevelopmentalAge(child, 0) || months >= SCREENINGS_UNTIL_MONTHS) return [];
  return SCREENING_SCHEDULE.map(({ kind, ageMonths }) => ({
    kind,
    ageMonths,
    dueOn: dateAtDevelopmentalAge(child, ageMonths) as string,
    status: months < ageMonths - SCREENING_WINDOW_MONTHS ? 'upcoming' : months < ageMonths + SCREENING_WINDOW_MONTHS ? 'due' : 'past',
  }));
}
