import { userSettingsPatchSchema, userSettingsSchema } from '../settings';
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
