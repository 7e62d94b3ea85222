import { z } from 'zod';
import { isLocale, LOCALES, type Locale } from './locales';

/**
 * A parent's own choices (docs/product.md, "Settings"): one resource that grows with new choices
 * (a later one: the locale). Each choice has a default, so an account that never saved one reads
 * the default, and a stored set of choices from before a choice existed still reads whole.
 */

/** The kinds of email reminder a parent can turn on or off (docs/product.md, "Reminders"). */
export const REMINDER_KINDS = ['immunizations', 'checklists', 'screenings', 'weeklyPlan'] as const;
export const reminderKindSchema = z.enum(REMINDER_KINDS);
export type ReminderKind = z.infer<typeof reminderKindSchema>;

/** Quiet by default: immunisation reminders on, the rest off. */
export const DEFAULT_REMINDER_SETTINGS: Record<ReminderKind, boolean> = {
  immunizations: true,
  checklists: false,
  screenings: false,
  weeklyPlan: false,
};

/** The switches' labels and what each one sends, as the Settings page and the emails name them. */
export const REMINDER_LABELS: Record<ReminderKind, { label: string; description: string }> = {
  immunizations: {
    label: 'Immunisation reminders',
    description: 'An email in the week before a vaccine dose is due.',
  },
  checklists: {
    label: 'Milestone checklist reminders',
    description: 'An email when your child’s next milestone checklist opens.',
  },
  screenings: {
    label: 'Screening reminders',
    description: 'An email when a recommended developmental or autism screening comes up.',
  },
  weeklyPlan: {
    label: 'Weekly plan digest',
    description: 'One email each week with your children’s new activity plans.',
  },
};

export const reminderSettingsSchema = z.strictObject({
  immunizations: z.boolean(),
  checklists: z.boolean(),
  screenings: z.boolean(),
  weeklyPlan: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** A language Flourishly speaks (locales.ts). */
export const localeSchema = z.enum(LOCALES, { error: `Choose one of: ${LOCALES.join(', ')}` });

/**
 * GET /api/users/{userId}/settings: every choice, stored or default. `locale` is null until the
 * parent chooses a language; until then the browser's languages decide (docs/product.md, "Language").
 */
export const userSettingsSchema = z.strictObject({
  reminders: reminderSettingsSchema,
  locale: localeSchema.nullable(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const DEFAULT_USER_SETTINGS: UserSettings = { reminders: { ...DEFAULT_REMINDER_SETTINGS }, locale: null };

/**
 * PATCH /api/users/{userId}/settings body: only the choices to change (`{reminders: {checklists:
 * true}}`); unknown keys are refused (400), so a typo never reads as a saved choice.
 */
export const userSettingsPatchSchema = z.strictObject({
  reminders: reminderSettingsSchema.partial().optional(),
  locale: localeSchema.optional(),
});
export type UserSettingsPatch = z.infer<typeof userSettingsPatchSchema>;

/**
 * The settings a stored set of choices means: each stored choice that is still valid over the
 * defaults (a choice stored before it was renamed or removed is ignored), with the account's
 * `locale` (kept on the user, backend/src/users/user.entity.ts).
 */
export function userSettingsFrom(stored: unknown, locale: Locale | null = null): UserSettings {
  const reminders = { ...DEFAULT_REMINDER_SETTINGS };
  const storedReminders = (stored as { reminders?: Record<string, unknown> } | null)?.reminders ?? {};
  for (const kind of REMINDER_KINDS) if (typeof storedReminders[kind] === 'boolean') reminders[kind] = storedReminders[kind];
  return { reminders, locale: isLocale(locale) ? locale : null };
}

/** The settings after a patch. */
export function applySettingsPatch(settings: UserSettings, patch: UserSettingsPatch): UserSettings {
  return { ...settings, reminders: { ...settings.reminders, ...patch.reminders }, locale: patch.locale ?? settings.locale };
}

export const SETTINGS_TEXT = {
  remindersTitle: 'Email reminders',
  remindersLead: 'Choose which reminders we email you. Each email also has a one-click unsubscribe link.',
  saved: 'Settings saved',
  saveFailed: 'Your settings could not be saved. Please try again.',
} as const;

/** A token in a reminder's unsubscribe link (backend/src/reminders/unsubscribe-token.ts); a malformed one is 404. */
export const unsubscribeParamsSchema = z.object({ token: z.string().max(120) });

/** POST /api/reminders/unsubscribe/{token}: which kind of reminder was turned off. */
export const unsubscribedSchema = z.object({ kind: reminderKindSchema, message: z.string() });
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;

export const UNSUBSCRIBE_TEXT = {
  title: 'Unsubscribe from reminders',
  confirm: (label: string) => `Stop “${label}” emails?`,
  button: 'Unsubscribe',
  done: (label: string) => `Done: you will get no more “${label}” emails. You can turn them on again in Settings.`,
  unknown: 'This unsubscribe link is not valid.',
} as const;

/** POST /api/users/{userId}/calendar-feed: the private feed's address, to add to a calendar app. */
export const calendarFeedLinkSchema = z.object({ url: z.string() });
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

/** GET /api/calendar/{token}.ics: the feed's token (the server answers 404 for one it does not know). */
export const calendarTokenParamsSchema = z.object({ token: z.string().max(120) });

export const CALENDAR_FEED_TEXT = {
  title: 'Calendar feed',
  lead: 'Add your children’s vaccine doses, screenings and milestone checklists to Google Calendar or Apple Calendar with a private link. Anyone with the link can see these dates, so keep it to yourself.',
  create: 'Create calendar link',
  replace: 'Make a new link',
  replaced: 'A new link was made: the earlier one no longer works.',
  copy: 'Copy link',
  copied: 'Link copied',
  revoke: 'Turn off the link',
  revoked: 'The calendar link no longer works.',
  linkLabel: 'Your private calendar link',
  calendarName: 'Flourishly: vaccines, screenings and checklists',
  unknown: 'This calendar link is not valid or was turned off.',
  description: {
    immunizations: 'A vaccine dose is due from this day. Book it with your child’s doctor or clinic.',
    screenings: 'A recommended developmental screening is due around this day. Ask your child’s doctor or health visitor.',
    checklists: 'The next milestone checklist opens in Flourishly today.',
  },
} as const;
