import { type DomainType, type GameDomain, type MilestoneAnswer, type ScreeningKind, type ScreeningStatus } from '@flourishly/contracts';
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
 * The child's line under a report's title: "Age: 10 months (corrected: 7 months) · born at 30
 * weeks", in the language of `intl` (the pages' catalog). `ageText` is the age as parents say it.
 */
export function reportAgeText(child: { ageText: string | null; gestationalAgeAtBirthWeeks: number | null }, intl: IntlShape): string {
  const age = child.ageText ?? intl.formatMessage({ id: 'dashboard.development.age.unknown' });
  return child.gestationalAgeAtBirthWeeks === null
    ? intl.formatMessage({ id: 'dashboard.development.age.line' }, { age })
    : intl.formatMessage({ id: 'dashboard.development.age.lineBornAt' }, { age, weeks: child.gestationalAgeAtBirthWeeks });
}
