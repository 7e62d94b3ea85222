import { childPageHref, formatReportDate, REMINDER_LABELS, type ReminderKind } from '@flourishly/contracts';
import type { MailMessage } from '../mail/mail.service';

/** One child of the weekly plan digest: the activities planned for the coming days, by day ('yyyy-MM-dd') and time. */
export interface DigestChild {
  name: string;
  activities: { date: string; title: string }[];
}

/** What a reminder email needs: who it goes to, what it is about, and its links' origin and unsubscribe token. */
export interface ReminderMailInput {
  to: string;
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
}

/** The one-click unsubscribe URL of a token: a POST turns the kind off (RFC 8058); a GET shows a page with that button. */
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/api/reminders/unsubscribe/${encodeURIComponent(token)}`;

/** What a reminder is about, as its email and the bell's notification say it. */
export interface ReminderSubject {
  kind: ReminderKind;
  title: string;
  dueOn: string;
  child: { name: string } | null;
}

/** The reminder's title without the child's name in front ('4-month milestone checklist opens'). */
const what = (reminder: ReminderSubject) => (reminder.child ? reminder.title.replace(`${reminder.child.name}: `, '') : reminder.title);

/** The email's subject and the bell's title: "Reminder for Asha: 4-month milestone checklist opens". */
export function reminderTitle(reminder: ReminderSubject): string {
  return reminder.child ? `Reminder for ${reminder.child.name}: ${what(reminder)}` : reminder.title;
}

/** The line that says what is coming and for which child. */
export function reminderText(reminder: ReminderSubject): string {
  const on = formatReportDate(reminder.dueOn);
  const name = reminder.child?.name ?? '';
  switch (reminder.kind) {
    case 'immunizations':
      return `${name}'s next vaccine dose is due from ${on}: ${what(reminder)}. Book it with your child's doctor or clinic.`;
    case 'checklists':
      return `${name}'s next milestone checklist opens on ${on}: ${what(reminder)}. It takes about ten minutes.`;
    case 'screenings':
      return `A recommended screening for ${name} is due around ${on}: ${what(reminder)}. Ask your child's doctor or health visitor about it.`;
    case 'weeklyPlan':
      return `New activity plans are ready for the week of ${on}.`;
  }
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
/** "Monday 30 November", for a 'yyyy-MM-dd' day. */
const dayName = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/**
 * The digest's plan as text: each child's name, then one line per day with its activities'
 * titles in the order of the day ("- Monday 30 November: Stacking cups; Bubble chase"), or a
 * line saying nothing is planned.
 */
export function digestPlanLines(plan: readonly DigestChild[]): string[] {
  return plan.flatMap((child) => {
    const days = new Map<string, string[]>();
    for (const activity of child.activities) days.set(activity.date, [...(days.get(activity.date) ?? []), activity.title]);
    const lines = [...days].map(([date, titles]) => `- ${dayName(date)}: ${titles.join('; ')}`);
    return [`${child.name}:`, ...(lines.length > 0 ? lines : ['- No activities planned for these days yet.']), ''];
  });
}

/**
 * A reminder email: plain text, naming the child (the digest: each child with the activities
 * planned for the coming days), with a link to the child's page (or the dashboard for the
 * digest) and a one-click unsubscribe: `List-Unsubscribe` and `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` (RFC 8058) for mail clients, and the same link in the text for
 * people.
 */
export function reminderMail(input: ReminderMailInput): MailMessage {
  const unsubscribe = unsubscribeUrl(input.publicUrl, input.unsubscribeToken);
  const link = `${input.publicUrl}${input.child ? childPageHref(input.child.id) : '/dashboard'}`;
  const text = [
    `Hello ${input.parentName},`,
    '',
    reminderText(input),
    '',
    ...(input.plan && input.plan.length > 0 ? digestPlanLines(input.plan) : []),
    `Open Flourishly: ${link}`,
    '',
    `You get this email because "${REMINDER_LABELS[input.kind].label}" is on in your Flourishly settings.`,
    `Stop these emails with one click: ${unsubscribe}`,
    `Or choose which reminders you get in Settings: ${input.publicUrl}/settings`,
  ].join('\n');
  return {
    to: input.to,
    subject: reminderTitle(input),
    text,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
