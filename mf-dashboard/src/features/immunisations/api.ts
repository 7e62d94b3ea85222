import type { ImmunisationRecord, Immunisations, ImmunisationScheduleCode, RecordImmunisation } from '@flourishly/contracts';
import { api, isOfflineQueued, wasQueuedOffline } from '@flourishly/platform';
import {
  chooseImmunisationScheduleRoute,
  deleteImmunisationRecordRoute,
  endpointPath,
  immunisationsRoute,
  recordImmunisationRoute,
} from '@flourishly/contracts/endpoint-paths';
import { markQueuedOffline } from '../../shared/queued-offline';

/** Cache tag of a child's immunisations: every change below refreshes it. */
const immunisationsTag = (childId: number) => ({ type: 'Immunisation' as const, id: childId });

/** A child's immunisations (docs/product.md, "Immunisations"). */
export const immunisationsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/child-profiles/{childId}/immunizations: the schedule and its doses by due date. */
    getImmunisations: build.query<Immunisations, number>({
      query: (childId) => endpointPath(immunisationsRoute, { childId }),
      providesTags: (_result, _error, childId) => [immunisationsTag(childId)],
    }),
    /**
     * POST .../immunizations: records a dose as given on a day (201 with the record). Offline, the
     * service worker queues it (error 'OFFLINE_QUEUED'): the dose shows as given at once, marked
     * queued and with no record id yet, and nothing is asked again (it would come from the copy,
     * as before the change) until it is sent.
     */
    recordImmunisation: build.mutation<ImmunisationRecord, { childId: number } & RecordImmunisation>({
      query: ({ childId, ...body }) => ({ url: endpointPath(recordImmunisationRoute, { childId }), method: 'POST', body }),
      invalidatesTags: (_result, error, { childId }) => (isOfflineQueued(error) ? [] : [immunisationsTag(childId)]),
      async onQueryStarted({ childId, vaccine, dose, givenOn }, { dispatch, queryFulfilled }) {
        if (await wasQueuedOffline(queryFulfilled)) {
          dispatch(
            immunisationsApi.util.updateQueryData('getImmunisations', childId, (immunisations) => {
              const at = immunisations.doses.findIndex((entry) => entry.vaccine === vaccine && entry.dose === dose);
              if (at !== -1)
                immunisations.doses[at] = markQueuedOffline({ ...immunisations.doses[at], status: 'given', givenOn, recordId: null });
            }),
          );
        }
      },
    }),
    /** DELETE .../immunizations/{recordId}: the dose is no longer recorded (undo, or a mistake). */
    deleteImmunisationRecord: build.mutation<void, { childId: number; recordId: number }>({
      query: ({ childId, recordId }) => ({ url: endpointPath(deleteImmunisationRecordRoute, { childId, recordId }), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { childId }) => [immunisationsTag(childId)],
    }),
    /** PUT .../immunization-schedule: the child's schedule; answers the doses of it, put straight in the cache. */
    chooseImmunisationSchedule: build.mutation<Immunisations, { childId: number; schedule: ImmunisationScheduleCode }>({
      query: ({ childId, schedule }) => ({
        url: endpointPath(chooseImmunisationScheduleRoute, { childId }),
        method: 'PUT',
        body: { schedule },
      }),
      async onQueryStarted({ childId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(immunisationsApi.util.upsertQueryData('getImmunisations', childId, data));
      },
    }),
  }),
});

export const {
  useGetImmunisationsQuery,
  useRecordImmunisationMutation,
  useDeleteImmunisationRecordMutation,
  useChooseImmunisationScheduleMutation,
} = immunisationsApi;
