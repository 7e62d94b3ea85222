import {
  calendarFeedLinkSchema,
  calendarTokenParamsSchema,
  unsubscribedSchema,
  unsubscribeParamsSchema,
  userSettingsPatchSchema,
  userSettingsSchema,
} from '../settings';
import { userIdParamSchema } from '../user';
import { defineEndpoints } from './define';
import { ENDPOINT_ROUTES as R } from './paths';

/** The signed-in parent's own choices: reminders, and more to come (backend/src/settings). */
export const settingsEndpoints = defineEndpoints({
  settings: {
    ...R.settings,
    summary: 'Read my settings',
    access: 'self',
    params: userIdParamSchema,
    status: 200,
    response: userSettingsSchema,
    answer: 'Every choice, the stored one or its default',
  },
  updateSettings: {
    ...R.updateSettings,
    summary: 'Change some of my settings',
    access: 'self',
    params: userIdParamSchema,
    body: userSettingsPatchSchema,
    status: 200,
    response: userSettingsSchema,
    answer: 'Every choice after the change',
  },
});

/** The one-click unsubscribe of reminder emails, signed out (backend/src/reminders). */
export const reminderEndpoints = defineEndpoints({
  unsubscribePage: {
    ...R.unsubscribePage,
    summary: 'The page of a reminder email’s unsubscribe link',
    access: 'public',
    params: unsubscribeParamsSchema,
    status: 200,
    file: 'text/html',
    answer: 'A page with one button that turns that kind of reminder off; changes nothing by itself',
  },
  unsubscribe: {
    ...R.unsubscribe,
    summary: 'Turn a kind of reminder off with the token of its email (RFC 8058 one-click)',
    access: 'public',
    params: unsubscribeParamsSchema,
    status: 200,
    response: unsubscribedSchema,
    answer: 'That kind of reminder is off for the token’s user',
  },
  createCalendarFeed: {
    ...R.createCalendarFeed,
    summary: 'Make my private calendar feed link (any earlier one stops working)',
    access: 'self',
    params: userIdParamSchema,
    status: 201,
    response: calendarFeedLinkSchema,
    answer: 'The feed’s address, with a new 256-bit token',
  },
  revokeCalendarFeed: {
    ...R.revokeCalendarFeed,
    summary: 'Turn off my calendar feed link',
    access: 'self',
    params: userIdParamSchema,
    status: 204,
    answer: 'The link no longer works',
  },
  calendarFeed: {
    ...R.calendarFeed,
    summary: 'A parent’s calendar feed: due immunisations, screenings and checklists (iCalendar)',
    access: 'public',
    params: calendarTokenParamsSchema,
    status: 200,
    file: 'text/calendar',
    answer: 'The iCalendar file',
  },
});
