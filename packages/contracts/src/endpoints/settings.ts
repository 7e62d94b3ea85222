import { unsubscribedSchema, unsubscribeParamsSchema, userSettingsPatchSchema, userSettingsSchema } from '../settings';
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
});
