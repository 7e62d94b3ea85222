import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { CALENDAR_FEED_TEXT, formatReportDate, INTL_LOCALES, type Locale } from '@flourishly/contracts';
import { MAIL_MESSAGES_HI } from '../content/hi/mail.hi';

/**
 * The emails' texts (password reset, invitations, reminders, the weekly digest) and the calendar
 * feed's as ICU messages
 * by id, in English; each language's table has the same ids and arguments (content/hi/mail.hi.ts).
 * An email goes in its recipient's `locale` (docs/architecture.md, "Languages").
 */
export const MAIL_MESSAGES_EN = {
  greeting: 'Hello {name},',
  greetingNoName: 'Hello,',
  signature: 'Flourishly',

  'passwordReset.subject': 'Reset your Flourishly password',
  'passwordReset.intro':
    'Someone asked to reset the password of your Flourishly account. To choose a new one, open this link within {minutes} minutes:',
  'passwordReset.once': 'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',

  'invitation.subject': '{invitedBy} invited you to follow {childName} on Flourishly',
  'invitation.intro':
    '{invitedBy} invited you to join {childName} on Flourishly as a {role, select, caregiver {caregiver, to see and record their days} other {viewer, to see their plan and progress}}.',
  'invitation.accept': 'To accept, sign in or create an account through this link within {days} days:',
  'invitation.once': 'The link works once. If you did not expect it, ignore this email.',

  'reminder.subject': 'Reminder for {childName}: {what}',
  'reminder.what.checklist': '{age} milestone checklist opens',
  'reminder.checklistAge.months': '{count}-month',
  'reminder.checklistAge.years': '{count}-year',
  'reminder.what.screening': '{kind, select, autism {autism screening} other {general developmental screening}} at {months} months',
  'reminder.what.dose': '{vaccine}, dose {dose}',
  'reminder.text.immunizations': "{childName}'s next vaccine dose is due from {on}: {what}. Book it with your child's doctor or clinic.",
  'reminder.text.checklists': "{childName}'s next milestone checklist opens on {on}: {what}. It takes about ten minutes.",
  'reminder.text.screenings':
    "A recommended screening for {childName} is due around {on}: {what}. Ask your child's doctor or health visitor about it.",
  'reminder.text.weeklyPlan': 'New activity plans are ready for the week of {on}.',
  'reminder.open': 'Open Flourishly: {link}',
  'reminder.setting':
    '{kind, select, immunizations {Immunisation reminders} checklists {Milestone checklist reminders} screenings {Screening reminders} other {Weekly plan digest}}',
  'reminder.why': 'You get this email because "{setting}" is on in your Flourishly settings.',
  'reminder.unsubscribe': 'Stop these emails with one click: {url}',
  'reminder.settings': 'Or choose which reminders you get in Settings: {url}',

  'unsubscribe.title': 'Unsubscribe from reminders',
  'unsubscribe.confirm': 'Stop “{setting}” emails?',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.done': 'Done: you will get no more “{setting}” emails. You can turn them on again in Settings.',

  'digest.subject': "This week's activity plans for {names}",
  'digest.child': '{name}:',
  'digest.day': '- {day}: {titles}',
  'digest.nothing': '- No activities planned for these days yet.',

  // The calendar feed's texts (reminders/calendar-feed.service.ts): the English is the contracts'.
  'calendar.name': CALENDAR_FEED_TEXT.calendarName,
  'calendar.title': '{childName}: {what}',
  'calendar.description.immunizations': CALENDAR_FEED_TEXT.description.immunizations,
  'calendar.description.screenings': CALENDAR_FEED_TEXT.description.screenings,
  'calendar.description.checklists': CALENDAR_FEED_TEXT.description.checklists,
} as const;

/** The id of one email text. */
export type MailMessageId = keyof typeof MAIL_MESSAGES_EN;

// Typed by the English ids: a language without one of them fails the type check.
const CATALOGS: Record<Locale, Record<MailMessageId, string>> = { en: MAIL_MESSAGES_EN, hi: MAIL_MESSAGES_HI };

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape<MailMessageId>>();

/**
 * The formatter of the emails in `locale` (FormatJS's `createIntl`, in the language's Intl tag of
 * INTL_LOCALES, so `hi` formats dates and numbers as hi-IN); one per language, made on first use.
 * A missing message or argument throws, so a broken text fails its test rather than going out.
 */
export function mailIntl(locale: Locale): IntlShape<MailMessageId> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl<MailMessageId>(
      {
        locale: INTL_LOCALES[locale],
        defaultLocale: INTL_LOCALES.en,
        messages: CATALOGS[locale],
        onError: (error) => {
          throw error;
        },
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** The text of email message `id` in `locale`, with its ICU arguments. */
export function mailText(locale: Locale, id: MailMessageId, values?: Record<string, string | number>): string {
  return mailIntl(locale).formatMessage({ id }, values);
}

/**
 * A day ('yyyy-MM-dd' or ISO 8601) as the emails write it, in UTC: "6 December 2026" in English
 * (the product's one date format, formatReportDate), "6 दिसंबर 2026" in Hindi (hi-IN).
 */
export function mailDate(locale: Locale, iso: string): string {
  if (locale === 'en') return formatReportDate(iso);
  return mailIntl(locale).formatDate(new Date(iso), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A day of the week's plan ('yyyy-MM-dd'), in UTC: "Monday 30 November" (en-GB), "सोमवार, 30 नवंबर" (hi-IN). */
export function mailWeekday(locale: Locale, date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const options = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
  return locale === 'en' ? new Intl.DateTimeFormat('en-GB', options).format(day) : mailIntl(locale).formatDate(day, options);
}
