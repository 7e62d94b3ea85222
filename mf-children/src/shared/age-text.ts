import {
  chronologicalAgeInDays,
  chronologicalAgeInMonths,
  chronologicalAgeInYears,
  CORRECTED_AGE_UNTIL_MONTHS,
  correctedAgeInDays,
  correctedAgeInMonths,
  type AgeSubject,
} from '@flourishly/contracts';
import type { IntlShape } from 'react-intl';

/*
 * Ages as parents say them (docs/product.md, "Ages") in the screen's language: the same rules as
 * the contracts' age-format.ts (whose English these messages repeat word for word), on the
 * contracts' age module.
 */

/**
 * An age given in whole months (and days, for the first month): "5 days", "3 weeks",
 * "10 months", "1 year 4 months", "7 years". `days` is the age in days, used only when `months` is 0.
 */
export function ageSpanText(intl: IntlShape, months: number, days = months * 30): string {
  const span = (unit: 'day' | 'week' | 'month' | 'yearAndMonths' | 'year', count: number) =>
    intl.formatMessage({ id: 'children.age.span' }, { unit, count });
  if (months <= 0) return days >= 7 ? span('week', Math.floor(days / 7)) : span('day', Math.max(0, days));
  if (months < 12) return span('month', months);
  if (months < CORRECTED_AGE_UNTIL_MONTHS) return months === 12 ? span('year', 1) : span('yearAndMonths', months - 12);
  return span('year', Math.floor(months / 12));
}

/**
 * A child's age with the corrected age beside it while it applies: "10 months (corrected:
 * 7 months)", "7 years"; null without a valid birth date.
 */
export function ageText(intl: IntlShape, child: AgeSubject, now: Date = new Date()): string | null {
  const months = chronologicalAgeInMonths(child.dateOfBirth, now);
  if (months === null) return null;
  if (months >= CORRECTED_AGE_UNTIL_MONTHS) {
    return intl.formatMessage({ id: 'children.age.span' }, { unit: 'year', count: chronologicalAgeInYears(child.dateOfBirth, now) ?? 0 });
  }
  const age = ageSpanText(intl, months, chronologicalAgeInDays(child.dateOfBirth, now) ?? 0);
  const correctedDays = correctedAgeInDays(child, now);
  const correctedMonths = correctedAgeInMonths(child, now);
  if (correctedDays === null || correctedMonths === null) return age;
  const corrected =
    correctedDays < 0
      ? intl.formatMessage({ id: 'children.age.beforeDue' }, { span: ageSpanText(intl, 0, -correctedDays) })
      : ageSpanText(intl, correctedMonths, correctedDays);
  return intl.formatMessage({ id: 'children.age.withCorrected' }, { age, corrected });
}

/** "Age: 10 months (corrected: 7 months)", "Age: 7 years" or "Age: Unknown", as the header prints it. */
export function ageLineText(intl: IntlShape, child: AgeSubject, now: Date = new Date()): string {
  return intl.formatMessage(
    { id: 'children.age.line' },
    { age: ageText(intl, child, now) ?? intl.formatMessage({ id: 'children.age.unknown' }) },
  );
}
