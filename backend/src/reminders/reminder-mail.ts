import { childPageHref, DEFAULT_LOCALE, VACCINE_LABELS_HI, type Locale, type ReminderKind, type Vaccine } from '@flourishly/contracts';
import { mailDate, mailIntl, mailText, mailWeekday, type MailMessage } from '../mail/mail.service';
import type { ChildEvent } from './reminder-rules';

/** One child of the weekly plan digest: the activities planned for the coming days, by day ('yyyy-MM-dd') and time. */
export interface DigestChild {
  name: string;
  activities: { date: string; title: string }[];
}

/** What a reminder email needs: who it goes to, what it is about, and its links' origin and unsubscribe token. */
export interface ReminderMailInput {
  to: string;
  /** The parent's language; English when absent. */
  locale?: Locale;
  parentName: string;
  kind: ReminderKind;
  title: string;
  dueOn: string;
  /** The child it is about; null for the weekly digest, which names every child in `title`. */
  child: { id: number; name: string } | null;
  publicUrl: string;
  unsubscribeToken: string;
  /** The weekly digest's children and their coming activities (absent for other kinds). */
  plan?: DigestChild[];
  /** The reminder's key (ReminderSubject.subject). */
  subject?: string;
  /** The weekly digest's children (ReminderSubject.childNames); the plan's children when absent. */
  childNames?: readonly string[];
}

/** The one-click unsubscribe URL of a token: a POST turns the kind off (RFC 8058); a GET shows a page with that button. */
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/api/reminders/unsubscribe/${encodeURIComponent(token)}`;

/** What a reminder is about, as its email and the bell's notification say it. */
export interface ReminderSubject {
  kind: ReminderKind;
  title: string;
  dueOn: string;
  child: { name: string } | null;
  /**
   * The reminder's key ('child:7:checklist:4', 'child:7:screening:autism:18',
   * 'child:7:dose:bcg:1'; reminder-rules.ts), from which the texts name what it is about in the
   * reader's language; without it, the words of the English `title`.
   */
  subject?: string;
  /** The weekly digest's children, named in its subject in languages other than English (the title is English). */
  childNames?: readonly string[];
}

/** The English title without the child's name in front ('4-month milestone checklist opens'). */
const titleWords = (reminder: ReminderSubject) =>
  reminder.child ? reminder.title.replace(`${reminder.child.name}: `, '') : reminder.title;

/** "4-month" or "2-year" (in Hindi "4 महीने", "2 साल"): a checklist's age as its name says it. */
function checklistAge(locale: Locale, months: number): string {
  return months >= 24 && months % 12 === 0
    ? mailText(locale, 'reminder.checklistAge.years', { count: months / 12 })
    : mailText(locale, 'reminder.checklistAge.months', { count: months });
}

/** The vaccines' names in the languages other than English, by their codes (the English is the reminder's title). */
const VACCINE_NAMES: Partial<Record<Locale, Readonly<Record<Vaccine, string>>>> = { hi: VACCINE_LABELS_HI };

/**
 * What the reminder is about, in `locale`, from its key: "4-month milestone checklist opens",
 * "autism screening at 18 months", "BCG (tuberculosis), dose 1" (the vaccine's name as the title
 * has it, or in the language's own name by its code); the English title's words for a reminder
 * without a key.
 */
function what(reminder: ReminderSubject, locale: Locale): string {
  const words = titleWords(reminder);
  const parts = reminder.subject?.split(':') ?? [];
  switch (parts[2]) {
    case 'checklist':
      return mailText(locale, 'reminder.what.checklist', { age: checklistAge(locale, Number(parts[3])) });
    case 'screening':
      return mailText(locale, 'reminder.what.screening', { kind: parts[3], months: Number(parts[4]) });
    case 'dose': {
      const dose = Number(parts[parts.length - 1]);
      const vaccine = VACCINE_NAMES[locale]?.[parts[3] as Vaccine] ?? words.replace(/, dose \d+$/, '');
      return mailText(locale, 'reminder.what.dose', { vaccine, dose });
    }
    default:
      return words;
  }
}

/**
 * The email's subject and the bell's title, in `locale`: "Reminder for Asha: 4-month milestone
 * checklist opens"; the weekly digest's title ("This week's activity plans for Zoe, Kai"), named
 * again in the language's list format (hi-IN "Zoe और Kai") outside English.
 */
export function reminderTitle(reminder: ReminderSubject, locale: Locale = DEFAULT_LOCALE): string {
  if (reminder.child) return mailText(locale, 'reminder.subject', { childName: reminder.child.name, what: what(reminder, locale) });
  if (locale === DEFAULT_LOCALE || !reminder.childNames?.length) return reminder.title;
  return mailText(locale, 'digest.subject', { names: mailIntl(locale).formatList(reminder.childNames) });
}

/** The line that says what is coming and for which child, in `locale`, with the day as the language writes it. */
export function reminderText(reminder: ReminderSubject, locale: Locale = DEFAULT_LOCALE): string {
  return mailText(locale, `reminder.text.${reminder.kind}`, {
    childName: reminder.child?.name ?? '',
    on: mailDate(locale, reminder.dueOn),
    what: what(reminder, locale),
  });
}

/**
 * A calendar feed event's title and description in `locale` (the feed's parent's language):
 * "Asha: 4-month milestone checklist opens" and "The next milestone checklist opens in
 * Flourishly today." in English (the event's own title, CALENDAR_FEED_TEXT), the same in Hindi
 * with the vaccine's Hindi name by its code.
 */
export function calendarEventText(event: ChildEvent, locale: Locale = DEFAULT_LOCALE): { title: string; description: string } {
  const reminder: ReminderSubject = {
    kind: event.kind,
    title: event.title,
    dueOn: event.on,
    child: { name: event.childName },
    subject: event.subject,
  };
  return {
    title: mailText(locale, 'calendar.title', { childName: event.childName, what: what(reminder, locale) }),
    description: mailText(locale, `calendar.description.${event.kind}`),
  };
}

/**
 * The digest's plan as text, in `locale`: each child's name, then one line per day with its
 * activities' titles in the order of the day ("- Monday 30 November: Stacking cups; Bubble
 * chase"), or a line saying nothing is planned.
 */
export function digestPlanLines(plan: readonly DigestChild[], locale: Locale = DEFAULT_LOCALE): string[] {
  return plan.flatMap((child) => {
    const days = new Map<string, string[]>();
    for (const activity of child.activities) days.set(activity.date, [...(days.get(activity.date) ?? []), activity.title]);
    const lines = [...days].map(([date, titles]) =>
      mailText(locale, 'digest.day', { day: mailWeekday(locale, date), titles: titles.join('; ') }),
    );
    return [
      mailText(locale, 'digest.child', { name: child.name }),
      ...(lines.length > 0 ? lines : [mailText(locale, 'digest.nothing')]),
      '',
    ];
  });
}

/**
 * A reminder email in the parent's `locale` (English when absent): plain text, naming the child
 * (the digest: each child with the activities planned for the coming days), with a link to the
 * child's page (or the dashboard for the digest) and a one-click unsubscribe: `List-Unsubscribe`
 * and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058) for mail clients, and the
 * same link in the text for people.
 */
export function reminderMail(input: ReminderMailInput): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const unsubscribe = unsubscribeUrl(input.publicUrl, input.unsubscribeToken);
  const link = `${input.publicUrl}${input.child ? childPageHref(input.child.id) : '/dashboard'}`;
  const reminder = { ...input, childNames: input.childNames ?? input.plan?.map((child) => child.name) };
  const text = [
    mailText(locale, 'greeting', { name: input.parentName }),
    '',
    reminderText(reminder, locale),
    '',
    ...(input.plan && input.plan.length > 0 ? digestPlanLines(input.plan, locale) : []),
    mailText(locale, 'reminder.open', { link }),
    '',
    mailText(locale, 'reminder.why', { setting: mailText(locale, 'reminder.setting', { kind: input.kind }) }),
    mailText(locale, 'reminder.unsubscribe', { url: unsubscribe }),
    mailText(locale, 'reminder.settings', { url: `${input.publicUrl}/settings` }),
  ].join('\n');
  return {
    to: input.to,
    subject: reminderTitle(reminder, locale),
    text,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
