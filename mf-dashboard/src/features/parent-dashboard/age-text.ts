import type { IntlShape } from 'react-intl';
import {
  ageInYearsByDays,
  chronologicalAgeInDays,
  chronologicalAgeInMonths,
  correctedAgeInDays,
  correctedAgeInMonths,
  CORRECTED_AGE_UNTIL_MONTHS,
  type AgeSubject,
} from '@flourishly/contracts';

/**
 * An age given in whole months (and days, for the first month) as a parent says it, in the
 * screen's language: "5 days", "3 weeks", "10 months", "1 year", "1 year 4 months", "7 years"
 * (the contracts' formatAgeSpan, through this feature's catalog).
 */
function ageSpan(intl: IntlShape, months: number, days: number): string {
  const span = (unit: 'day' | 'week' | 'month' | 'year', count: number) =>
    intl.formatMessage({ id: 'dashboard.home.age.span' }, { unit, count });
  if (months <= 0) return days >= 7 ? span('week', Math.floor(days / 7)) : span('day', Math.max(0, days));
  if (months < 12) return span('month', months);
  if (months < CORRECTED_AGE_UNTIL_MONTHS) {
    const rest = months - 12;
    return rest === 0 ? span('year', 1) : intl.formatMessage({ id: 'dashboard.home.age.yearAndMonths' }, { count: rest });
  }
  return span('year', Math.floor(months / 12));
}

/**
 * The parent dashboard's age line of a child (docs/product.md, "Ages"), in the screen's language:
 * "Age: 10 months (corrected: 7 months)", "Age: 4 years" (whole years as days / 365.25 from 2
 * years) or "Age: Unknown" without a valid birth date; the contracts' formatAgeLine with
 * `yearsByDays`.
 */
export function ageLine(intl: IntlShape, child: AgeSubject, now: Date = new Date()): string {
  const line = (age: string) => intl.formatMessage({ id: 'dashboard.home.age.line' }, { age });
  const months = chronologicalAgeInMonths(child.dateOfBirth, now);
  if (months === null) return line(intl.formatMessage({ id: 'dashboard.home.age.unknown' }));
  if (months >= CORRECTED_AGE_UNTIL_MONTHS) {
    return line(
      intl.formatMessage({ id: 'dashboard.home.age.span' }, { unit: 'year', count: ageInYearsByDays(child.dateOfBirth, now) ?? 0 }),
    );
  }
  const chronological = ageSpan(intl, months, chronologicalAgeInDays(child.dateOfBirth, now) ?? 0);
  const correctedDays = correctedAgeInDays(child, now);
  const correctedMonths = correctedAgeInMonths(child, now);
  if (correctedDays === null || correctedMonths === null) return line(chronological);
  const corrected =
    correctedDays < 0
      ? intl.formatMessage({ id: 'dashboard.home.age.beforeDueDate' }, { span: ageSpan(intl, 0, -correctedDays) })
      : ageSpan(intl, correctedMonths, correctedDays);
  return line(intl.formatMessage({ id: 'dashboard.home.age.corrected' }, { age: chronological, corrected }));
}
