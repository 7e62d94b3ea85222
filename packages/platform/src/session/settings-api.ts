import type { CalendarFeedLink, UserSettings, UserSettingsPatch } from '@flourishly/contracts';
import {
  createCalendarFeedRoute,
  endpointPath,
  revokeCalendarFeedRoute,
  settingsRoute,
  updateSettingsRoute,
} from '@flourishly/contracts/endpoint-paths';
import { api } from '../api/base-api';

const settingsTag = { type: 'Settings' as const, id: 'MINE' };

/** The signed-in parent's settings (docs/product.md, "Settings"). */
export const settingsApi = api.enhanceEndpoints({ addTagTypes: ['Settings'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/users/{userId}/settings: every choice, stored or default. */
    getSettings: build.query<UserSettings, number>({
      query: (userId) => endpointPath(settingsRoute, { userId }),
      providesTags: [settingsTag],
    }),
    /**
     * PATCH /api/users/{userId}/settings with the choices to change. The cached settings change at
     * once (a switch moves as it is pressed) and go back if the server refuses.
     */
    updateSettings: build.mutation<UserSettings, { userId: number; patch: UserSettingsPatch }>({
      query: ({ userId, patch }) => ({ url: endpointPath(updateSettingsRoute, { userId }), method: 'PATCH', body: patch }),
      async onQueryStarted({ userId, patch }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          settingsApi.util.updateQueryData('getSettings', userId, (draft) => {
            Object.assign(draft.reminders, patch.reminders);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('getSettings', userId, data));
        } catch {
          optimistic.undo();
        }
      },
    }),
    /** POST /api/users/{userId}/calendar-feed: a new private feed link (the earlier one stops working). */
    createCalendarFeed: build.mutation<CalendarFeedLink, number>({
      query: (userId) => ({ url: endpointPath(createCalendarFeedRoute, { userId }), method: 'POST' }),
    }),
    /** DELETE /api/users/{userId}/calendar-feed: the link stops working. */
    revokeCalendarFeed: build.mutation<null, number>({
      query: (userId) => ({ url: endpointPath(revokeCalendarFeedRoute, { userId }), method: 'DELETE', parseResponse: false }),
    }),
  }),
});

export const { useGetSettingsQuery, useUpdateSettingsMutation, useCreateCalendarFeedMutation, useRevokeCalendarFeedMutation } = settingsApi;
