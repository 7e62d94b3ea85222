import { formatDistance, type FormatDistanceToken } from 'date-fns';
import { createIntl, type IntlShape } from 'react-intl';
import { MINUTES_PER_HOUR } from '@flourishly/contracts';
import { INTL_LOCALES } from '@flourishly/contracts/locales';
import { devicesMessages } from './messages';

/**
 * The message of each distance date-fns' formatDistance names (without `includeSeconds` it uses
 * only these), said in the past: "5 minutes ago", "about 2 hours ago".
 */
const AGO_MESSAGES: Partial<Record<FormatDistanceToken, string>> = {
  lessThanXMinutes: 'dashboard.devices.ago.lessThanXMinutes',
  xMinutes: 'dashboard.devices.ago.xMinutes',
  aboutXHours: 'dashboard.devices.ago.aboutXHours',
  xDays: 'dashboard.devices.ago.xDays',
  aboutXMonths: 'dashboard.devices.ago.aboutXMonths',
  xMonths: 'dashboard.devices.ago.xMonths',
  aboutXYears: 'dashboard.devices.ago.aboutXYears',
  overXYears: 'dashboard.devices.ago.overXYears',
  almostXYears: 'dashboard.devices.ago.almostXYears',
};

let english: IntlShape | undefined;

/** The block's English messages outside a screen (a plain call, as in tests). */
function englishIntl(): IntlShape {
  english ??= createIntl({ locale: INTL_LOCALES.en, messages: devicesMessages.en });
  return english;
}

/**
 * 'Last synced: {relative time}', 'just now' for a time ahead of this clock, or 'Never'
 * (docs/product.md), in the language of `intl` (English by default): date-fns picks the distance,
 * the catalog says it.
 */
export function lastSyncedText(lastSynced: string | null, now: Date = new Date(), intl: IntlShape = englishIntl()): string {
  if (!lastSynced) return intl.formatMessage({ id: 'dashboard.devices.lastSyncedNever' });
  const date = new Date(lastSynced);
  if (date > now) return intl.formatMessage({ id: 'dashboard.devices.lastSyncedJustNow' });
  const ago = (token: FormatDistanceToken, count: number) =>
    intl.formatMessage({ id: AGO_MESSAGES[token] ?? AGO_MESSAGES.lessThanXMinutes }, { count });
  return intl.formatMessage(
    { id: 'dashboard.devices.lastSynced' },
    { when: formatDistance(date, now, { locale: { formatDistance: ago } }) },
  );
}

/** Sleep minutes as hours to one decimal (docs/product.md), in the language of `intl`: "7.5". */
export function sleepHours(minutes: number, intl: IntlShape = englishIntl()): string {
  return intl.formatNumber(minutes / MINUTES_PER_HOUR, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
