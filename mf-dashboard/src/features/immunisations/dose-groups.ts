import type { ImmunisationDose, ImmunisationStatus } from '@flourishly/contracts';
import { addDaysIso } from '@flourishly/contracts/dates';

/** Upcoming doses due within this many days show with the next doses; later ones are folded away. */
export const NEXT_UPCOMING_DAYS = 92;

const FIRST: Record<ImmunisationStatus, number> = { overdue: 0, due: 1, upcoming: 2, given: 3 };

/**
 * The tab's groups (docs/product.md, "Immunisations"): `next` = overdue, then due, then upcoming
 * doses due within NEXT_UPCOMING_DAYS of `today` (each by due date); `later` = the other upcoming
 * ones; `given` = recorded doses, the latest given first.
 */
export function groupDoses(doses: readonly ImmunisationDose[], today: string) {
  const soon = addDaysIso(today, NEXT_UPCOMING_DAYS);
  const open = doses.filter((dose) => dose.status !== 'given');
  const next = open
    .filter((dose) => dose.status !== 'upcoming' || dose.dueFrom <= soon)
    .sort((a, b) => FIRST[a.status] - FIRST[b.status] || a.dueFrom.localeCompare(b.dueFrom));
  const later = open.filter((dose) => dose.status === 'upcoming' && dose.dueFrom > soon);
  const given = doses
    .filter((dose) => dose.status === 'given')
    .sort((a, b) => (b.givenOn ?? '').localeCompare(a.givenOn ?? '') || a.dueFrom.localeCompare(b.dueFrom));
  return { next, later, given };
}
