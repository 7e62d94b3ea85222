import {
  ageInYearsByDays,
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
 * Ages as parents say them (docs/product.md, "Ages") in the screen's language, for every page: the
 * same rules as the contracts' age-format.ts (whose English the platform's `platform.age.*`
 * messages repeat word for word), on the contracts' age module.
 */

export interface AgeTextOptions {
  /**
   * From 2 years, count whole years as days / 365.25 (the parent dashboard's rule in the product
   * spec) rather than calendar years (the child page's).
   */
  yearsByDays?: boolean;
}

type SpanUnit = 'day' | 'week' | 'month' | 'yearAndMonths' | 'year';

const span = (intl: IntlShape, unit: SpanUnit, count: number) => intl.formatMessage({ id: 'platform.age.span' }, { unit, count });

/**
 * An age given in whole months (and days, for the first month), in the language of `intl`: "5
 * days", "3 weeks", "10 months", "1 year", "1 year 4 months", "7 years". `days` is the age in
 * days, used only when `months` is 0.
 */
export function ageSpanText(intl: IntlShape, months: number, days = months * 30): string {
  if (months <= 0) return days >= 7 ? span(intl, 'week', Math.floor(days / 7)) : span(intl, 'day', Math.max(0, days));
  if (months < 12) return span(intl, 'month', months);
  if (months < CORRECTED_AGE_UNTIL_MONTHS) return months === 12 ? span(intl, 'year', 1) : span(intl, 'yearAndMonths', months - 12);
  return span(intl, 'year', Math.floor(months / 12));
}

/**
 * A child's age with the corrected age beside it while it applies, in the language of `intl`:
 * "10 months (corrected: 7 months)", "3 weeks (corrected: 7 weeks before due date)", "7 years";
 * null without a valid birth date.
 */
export function ageText(intl: IntlShape, child: AgeSubject, now: Date = new Date(), options: AgeTextOptions = {}): string | null {
  const months = chronologicalAgeInMonths(child.dateOfBirth, now);
  if (months === null) return null;
  if (months >= CORRECTED_AGE_UNTIL_MONTHS) {
    const years = options.yearsByDays ? ageInYearsByDays(child.dateOfBirth, now) : chronologicalAgeInYears(child.dateOfBirth, now);
    return span(intl, 'year', years ?? 0);
  }
  const age = ageSpanText(intl, months, chronologicalAgeInDays(child.dateOfBirth, now) ?? 0);
  const correctedDays = correctedAgeInDays(child, now);
  const correctedMonths = correctedAgeInMonths(child, now);
  if (correctedDays === null || correctedMonths === null) return age;
  const corrected =
    correctedDays < 0
      ? intl.formatMessage({ id: 'platform.age.beforeDue' }, { span: ageSpanText(intl, 0, -correctedDays) })
      : ageSpanText(intl, correctedMonths, correctedDays);
  return intl.formatMessage({ id: 'platform.age.withCorrected' }, { age, corrected });
}

/** "Age: 10 months (corrected: 7 months)", "Age: 7 years" or "Age: Unknown", in the language of `intl`. */
export function ageLineText(intl: IntlShape, child: AgeSubject, now: Date = new Date(), options: AgeTextOptions = {}): string {
  return intl.formatMessage({ id: 'platform.age.line' }, { age: ageText(intl, child, now, options) ?? ageUnknownText(intl) });
}

/** "Unknown": the age of a child without a valid birth date, in the language of `intl`. */
export function ageUnknownText(intl: IntlShape): string {
  return intl.formatMessage({ id: 'platform.age.unknown' });
}
