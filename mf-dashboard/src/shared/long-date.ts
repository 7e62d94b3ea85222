import type { IntlShape } from 'react-intl';

/**
 * A calendar day ('yyyy-MM-dd') in words in the screen's language: "1 October 2026",
 * "1 अक्टूबर 2026". The day is read at UTC midnight, so every time zone shows the same day.
 */
export const LONG_DATE = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

/** {@link LONG_DATE} of a 'yyyy-MM-dd' day, through react-intl's formatter. */
export function formatLongDay(intl: IntlShape, isoDay: string): string {
  return intl.formatDate(isoDay, LONG_DATE);
}
