import type {
  ActivityAssignment,
  CreateAssignmentPayload,
  LibraryActivityItem,
  LibraryQuery,
  UpdateAssignmentPayload,
} from '@flourishly/contracts';
import { api, childAchievementsTag, childActivitiesTag, isOfflineQueued, wasQueuedOffline, notificationsTag } from '@flourishly/platform';
import {
  endpointPath,
  activityAssignmentsRoute,
  activityLibraryRoute,
  createActivityAssignmentRoute,
  deleteActivityAssignmentRoute,
  updateActivityAssignmentRoute,
} from '@flourishly/contracts/endpoint-paths';

/** Tags a mutation of a child's plan refreshes: its plans and summary, achievements, notifications. */
const afterPlanChange = (childId: number) => [childActivitiesTag(childId), childAchievementsTag(childId), notificationsTag];

/**
 * Daily-plan calls (docs/product.md). Every query of a child provides
 * `childActivitiesTag(childId)`, so any change to the child's plan refreshes all of them. Reads
 * never notify (docs/architecture.md, "Daily plans and achievements"), so they leave the bell alone.
 * The reads are tagged 'Content' too: titles, descriptions and reasons are the server's texts in
 * the parent's language, refetched when it changes.
 */
export const activitiesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/child-profiles/{childId}/activity-assignments?date=yyyy-MM-dd: that day's plan in time order. */
    getAssignments: build.query<ActivityAssignment[], { childId: number; date: string }>({
      query: ({ childId, date }) => endpointPath(activityAssignmentsRoute, { childId }, { date }),
      providesTags: (_result, _error, { childId }) => [childActivitiesTag(childId), 'Content'],
    }),
    /** GET .../activity-assignments?from=&to=: assignments of an inclusive range (at most 62 days). */
    getAssignmentsRange: build.query<ActivityAssignment[], { childId: number; from: string; to: string }>({
      query: ({ childId, from, to }) => endpointPath(activityAssignmentsRoute, { childId }, { from, to }),
      providesTags: (_result, _error, { childId }) => [childActivitiesTag(childId), 'Content'],
    }),
    /** POST .../activity-assignments: adds a library or custom activity at a date and time. */
    createAssignment: build.mutation<ActivityAssignment, { childId: number; payload: CreateAssignmentPayload }>({
      query: ({ childId, payload }) => ({
        url: endpointPath(createActivityAssignmentRoute, { childId }),
        method: 'POST',
        body: payload,
      }),
      invalidatesTags: (_result, _error, { childId }) => afterPlanChange(childId),
    }),
    /**
     * PATCH .../activity-assignments/{id}: completed, skipped or upcoming. Offline, the service
     * worker queues it (error 'OFFLINE_QUEUED'): the plans on screen show the new status at once and
     * are not asked again (they would come from the copy, as before the change) until it is sent.
     */
    updateAssignmentStatus: build.mutation<ActivityAssignment, { childId: number; id: number; payload: UpdateAssignmentPayload }>({
      query: ({ childId, id, payload }) => ({
        url: endpointPath(updateActivityAssignmentRoute, { childId, id }),
        method: 'PATCH',
        body: payload,
      }),
      invalidatesTags: (_result, error, { childId }) => (isOfflineQueued(error) ? [] : afterPlanChange(childId)),
      async onQueryStarted({ childId, id, payload }, { dispatch, getState, queryFulfilled }) {
        if (await wasQueuedOffline(queryFulfilled)) {
          const setStatus = (plan: ActivityAssignment[]) => {
            const assignment = plan.find((one) => one.id === id);
            if (assignment) assignment.status = payload.status;
          };
          for (const { endpointName, originalArgs } of activitiesApi.util.selectInvalidatedBy(getState(), [childActivitiesTag(childId)])) {
            if (endpointName === 'getAssignments') dispatch(activitiesApi.util.updateQueryData('getAssignments', originalArgs, setStatus));
            if (endpointName === 'getAssignmentsRange')
              dispatch(activitiesApi.util.updateQueryData('getAssignmentsRange', originalArgs, setStatus));
          }
        }
      },
    }),
    /** DELETE .../activity-assignments/{id} (204). */
    deleteAssignment: build.mutation<null, { childId: number; id: number }>({
      query: ({ childId, id }) => ({
        url: endpointPath(deleteActivityAssignmentRoute, { childId, id }),
        method: 'DELETE',
        parseResponse: false,
      }),
      invalidatesTags: (_result, _error, { childId }) => afterPlanChange(childId),
    }),
    /** GET /api/activities?search=&domain=&age=: the activity library. */
    getActivityLibrary: build.query<LibraryActivityItem[], LibraryQuery>({
      query: ({ search, domain, age, ageMonths, childId }) =>
        endpointPath(activityLibraryRoute, undefined, {
          search: search || undefined,
          domain: domain || undefined,
          age,
          ageMonths,
          childId,
        }),
      providesTags: ['Content'],
    }),
  }),
});

export const {
  useGetAssignmentsQuery,
  useGetAssignmentsRangeQuery,
  useCreateAssignmentMutation,
  useUpdateAssignmentStatusMutation,
  useDeleteAssignmentMutation,
  useGetActivityLibraryQuery,
} = activitiesApi;
