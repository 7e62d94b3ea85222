import { notificationsPath, type NotificationList, type MarkNotificationsReadPayload, type PlanSummary } from '@flourishly/contracts';
import { api } from '../api/base-api';
import { childActivitiesTag, notificationsTag } from '../api/cache-tags';
import { endpointPath, markNotificationsReadRoute, planSummaryRoute } from '@flourishly/contracts/endpoint-paths';

/**
 * Activity calls used by more than one remote or by the shell: a child's plan figures
 * for a day (parent dashboard cards) and the signed-in parent's notifications (shell bell and
 * list). Activity mutations invalidate `childActivitiesTag(childId)` and 'Notification'. Both
 * reads are tagged 'Content' too: the last activity's title and the notices are the server's
 * texts in the parent's language, asked for again when it changes.
 */
export const activityPlatformApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/child-profiles/{childId}/plan-summary?date=yyyy-MM-dd: planned, completed, progress %, last completed. */
    getPlanSummary: build.query<PlanSummary, { childId: number; date: string }>({
      query: ({ childId, date }) => endpointPath(planSummaryRoute, { childId }, { date }),
      // Reading a plan never notifies (docs/architecture.md, "Daily plans and achievements"), so
      // the bell's notifications stay cached.
      providesTags: (_result, _error, { childId }) => [childActivitiesTag(childId), 'Content'],
    }),
    /** GET /api/notifications: the newest notifications and the unread count. */
    getNotifications: build.query<NotificationList, void>({
      query: () => notificationsPath,
      providesTags: [notificationsTag, 'Content'],
    }),
    /** POST /api/notifications/read {ids?}: marks those (or all) read (204). */
    markNotificationsRead: build.mutation<null, MarkNotificationsReadPayload>({
      query: (body) => ({ url: endpointPath(markNotificationsReadRoute), method: 'POST', body, parseResponse: false }),
      invalidatesTags: [notificationsTag],
    }),
  }),
});

export const { useGetPlanSummaryQuery, useGetNotificationsQuery, useMarkNotificationsReadMutation } = activityPlatformApi;
