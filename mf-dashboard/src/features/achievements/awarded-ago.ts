import { formatDistance, parseISO, type FormatDistanceToken } from 'date-fns';
import { createIntl, type IntlShape } from 'react-intl';
import { INTL_LOCALES } from '@flourishly/contracts/locales';
import { achievementsMessages } from './messages';

/**
 * The message of each distance date-fns' formatDistance names (without `includeSeconds` it uses
 * only these), said in the past: "5 minutes ago", "about 1 hour ago".
 */
const AGO_MESSAGES: Partial<Record<FormatDistanceToken, string>> = {
  lessThanXMinutes: 'dashboard.achievements.ago.lessThanXMinutes',
  xMinutes: 'dashboard.achievements.ago.xMinutes',
  aboutXHours: 'dashboard.achievements.ago.aboutXHours',
  xDays: 'dashboard.achievements.ago.xDays',
  aboutXMonths: 'dashboard.achievements.ago.aboutXMonths',
  xMonths: 'dashboard.achievements.ago.xMonths',
  aboutXYears: 'dashboard.achievements.ago.aboutXYears',
  overXYears: 'dashboard.achievements.ago.overXYears',
  almostXYears: 'dashboard.achievements.ago.almostXYears',
};

let english: IntlShape | undefined;

/** The block's English messages outside a screen (a plain call, as in tests). */
function englishIntl(): IntlShape {
  english ??= createIntl({ locale: INTL_LOCALES.en, messages: achievementsMessages.en });
  return english;
}

/**
 * How long ago an ISO timestamp was, in the language of `intl` (English by default): date-fns
 * picks the distance ("about 1 hour"), the catalog says it. A future time reads as now.
 */
export function awardedAgo(awardedAt: string, now: Date = new Date(), intl: IntlShape = englishIntl()): string {
  const awarded = parseISO(awardedAt);
  const formatDistanceToken = (token: FormatDistanceToken, count: number) =>
    intl.formatMessage({ id: AGO_MESSAGES[token] ?? AGO_MESSAGES.lessThanXMinutes }, { count });
  return formatDistance(awarded > now ? now : awarded, now, { locale: { formatDistance: formatDistanceToken } });
}
