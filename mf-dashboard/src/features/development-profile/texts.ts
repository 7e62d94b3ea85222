import {
  ageInYearsByDays,
  chronologicalAgeInDays,
  chronologicalAgeInMonths,
  chronologicalAgeInYears,
  correctedAgeInDays,
  correctedAgeInMonths,
  CORRECTED_AGE_UNTIL_MONTHS,
  type AgeSubject,
  type DomainType,
  type GameDomain,
  type MilestoneAnswer,
  type ScreeningKind,
  type ScreeningStatus,
} from '@flourishly/contracts';
import type { IntlShape } from 'react-intl';
import { formatLongDay } from '../../shared/long-date';

/** The message of each domain's name (the five of development, and games' creative). */
export const DOMAIN_MESSAGES: Record<GameDomain, string> = {
  cognitive: 'dashboard.development.domain.cognitive',
  physical: 'dashboard.development.domain.physical',
  'social-emotional': 'dashboard.development.domain.socialEmotional',
  language: 'dashboard.development.domain.language',
  moral: 'dashboard.development.domain.moral',
  creative: 'dashboard.development.domain.creative',
};

/** A domain's name in the language of `intl`. */
export const domainName = (intl: IntlShape, domain: DomainType | GameDomain) => intl.formatMessage({ id: DOMAIN_MESSAGES[domain] });

/** The message of each answer to a milestone. */
export const ANSWER_MESSAGES: Record<MilestoneAnswer, string> = {
  yes: 'dashboard.development.answer.yes',
  sometimes: 'dashboard.development.answer.sometimes',
  'not-yet': 'dashboard.development.answer.notYet',
};

/** The message of each recommended screening and of its status. */
export const SCREENING_MESSAGES: Record<ScreeningKind, string> = {
  developmental: 'dashboard.development.screening.developmental',
  autism: 'dashboard.development.screening.autism',
};
export const SCREENING_STATUS_MESSAGES: Record<ScreeningStatus, string> = {
  upcoming: 'dashboard.development.screening.status.upcoming',
  due: 'dashboard.development.screening.status.due',
  past: 'dashboard.development.screening.status.past',
};

/**
 * A report's date ('yyyy-MM-dd' or an ISO date-time) as the product writes it in sentences,
 * "6 December 2026", in the language of `intl`, read in UTC as the report PDF prints it.
 */
export const reportDate = (intl: IntlShape, iso: string) => formatLongDay(intl, iso);

/**
 * An age in whole months (and days, for the first month) as a parent says it, in the language of
 * `intl`: "5 days", "3 weeks", "10 months", "1 year 4 months", "7 years" (the contracts'
 * formatAgeSpan, in words of the catalog). `days` is used only when `months` is 0.
 */
export function ageSpanText(intl: IntlShape, months: number, days = months * 30): string {
  if (months <= 0) {
    return days >= 7
      ? intl.formatMessage({ id: 'dashboard.development.age.weeks' }, { count: Math.floor(days / 7) })
      : intl.formatMessage({ id: 'dashboard.development.age.days' }, { count: Math.max(0, days) });
  }
  if (months < 12) return intl.formatMessage({ id: 'dashboard.development.age.months' }, { count: months });
  if (months < CORRECTED_AGE_UNTIL_MONTHS) {
    const rest = months - 12;
    return rest === 0
      ? intl.formatMessage({ id: 'dashboard.development.age.years' }, { count: 1 })
      : intl.formatMessage({ id: 'dashboard.development.age.yearAndMonths' }, { count: rest });
  }
  return intl.formatMessage({ id: 'dashboard.development.age.years' }, { count: Math.floor(months / 12) });
}

/**
 * A child's age as parents say it, with the corrected age beside it while it applies: "10 months
 * (corrected: 7 months)" (the contracts' formatAge, in words of the catalog); null without a
 * valid birth date. `yearsByDays`: from 2 years, whole years as days / 365.25 (the parent
 * dashboard's rule) rather than calendar years.
 */
export function ageText(intl: IntlShape, child: AgeSubject, now: Date = new Date(), yearsByDays = false): string | null {
  const months = chronologicalAgeInMonths(child.dateOfBirth, now);
  if (months === null) return null;
  if (months >= CORRECTED_AGE_UNTIL_MONTHS) {
    const years = yearsByDays ? ageInYearsByDays(child.dateOfBirth, now) : chronologicalAgeInYears(child.dateOfBirth, now);
    return intl.formatMessage({ id: 'dashboard.development.age.years' }, { count: years ?? 0 });
  }
  const chronological = ageSpanText(intl, months, chronologicalAgeInDays(child.dateOfBirth, now) ?? 0);
  const correctedDays = correctedAgeInDays(child, now);
  const correctedMonths = correctedAgeInMonths(child, now);
  if (correctedDays === null || correctedMonths === null) return chronological;
  const corrected =
    correctedDays < 0
      ? intl.formatMessage({ id: 'dashboard.development.age.beforeDue' }, { age: ageSpanText(intl, 0, -correctedDays) })
      : ageSpanText(intl, correctedMonths, correctedDays);
  return intl.formatMessage({ id: 'dashboard.development.age.withCorrected' }, { age: chronological, corrected });
}

/**
 * The child's line under a report's title: "Age: 10 months (corrected: 7 months) · born at 30
 * weeks", in the language of `intl` (the pages' catalog). `ageText` is the age as parents say it.
 */
export function reportAgeText(child: { ageText: string | null; gestationalAgeAtBirthWeeks: number | null }, intl: IntlShape): string {
  const age = child.ageText ?? intl.formatMessage({ id: 'dashboard.development.age.unknown' });
  return child.gestationalAgeAtBirthWeeks === null
    ? intl.formatMessage({ id: 'dashboard.development.age.line' }, { age })
    : intl.formatMessage({ id: 'dashboard.development.age.lineBornAt' }, { age, weeks: child.gestationalAgeAtBirthWeeks });
}
