import type { IntlShape } from 'react-intl';
import { INTL_LOCALES } from '@flourishly/contracts/locales';

/**
 * The plan's dates and times (docs/product.md, "Learning plan"), by the pieces they show. The
 * spec's English formats are American ("Sunday, November 22, 2026", time "h:mm a": "9:00 AM"),
 * so English formats them as en-US; another language in its own tag (INTL_LOCALES, e.g. hi-IN:
 * "रविवार, 22 नवंबर 2026").
 */
export const PLAN_DATE_STYLES = {
  /** "Sunday, November 22, 2026" */
  long: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** "Sunday, November 22" */
  weekdayDate: { weekday: 'long', month: 'long', day: 'numeric' },
  /** "Sun, Nov 22" */
  short: { weekday: 'short', month: 'short', day: 'numeric' },
  /** "November 22" */
  monthDay: { month: 'long', day: 'numeric' },
  /** "November 22, 2026" */
  monthDayYear: { month: 'long', day: 'numeric', year: 'numeric' },
  /** "Nov 22, 9:00 AM" */
  dateTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "9:00 AM" */
  time: { hour: 'numeric', minute: '2-digit' },
  /** "Sun" */
  weekdayShort: { weekday: 'short' },
  /** "22" */
  dayOfMonth: { day: 'numeric' },
  /** "November 2026" */
  monthYear: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type PlanDateStyle = keyof typeof PLAN_DATE_STYLES;

// Made on first use and kept: a DateTimeFormat costs tens of milliseconds on a phone.
const formats = new Map<string, Intl.DateTimeFormat>();

/** `date` (a local date and time) in `style`, in the language of `intl`. */
export function formatPlanDate(intl: IntlShape, date: Date, style: PlanDateStyle): string {
  const tag = intl.locale === INTL_LOCALES.en ? 'en-US' : intl.locale;
  const key = `${tag} ${style}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(tag, PLAN_DATE_STYLES[style])));
  return format.format(date);
}
