import {
  EMPTY_DOCTOR_QUESTIONS,
  REPORT_RECENT_ASSESSMENTS,
  type AssessmentAnswersPayload,
  type AssessmentForm,
  type AssessmentResult,
  type DevelopmentScores,
  type Screening,
} from '@flourishly/contracts';
import { api, isOfflineQueued, wasQueuedOffline, type ApiError } from '@flourishly/platform';
import {
  endpointPath,
  assessmentsRoute,
  childAssessmentsRoute,
  developmentAssessmentRoute,
  milestoneChecklistRoute,
  saveAssessmentDraftRoute,
  screeningsRoute,
  submitAssessmentRoute,
} from '@flourishly/contracts/endpoint-paths';
import { markQueuedOffline } from '../../shared/queued-offline';

/** Cache tag of a child's checklist form (the checklist and the saved draft). */
const formTag = (childId: number) => ({ type: 'Assessment' as const, id: `FORM-${childId}` });

/**
 * Milestone assessment calls (docs/product.md). Tag 'Assessment': per child (id) and
 * 'ALL' for the parent's overview; a submission refreshes the child's scores, history and the
 * overview. Cached data never expires (docs/product.md), so every change must invalidate what it
 * changes: saving a draft refreshes the child's form, or a parent who leaves and comes back would
 * get the form with the old draft (or none) and overwrite the saved answers. development-assessment
 * answers 204 (an empty body, null) when there is no assessment yet. The checklist form and the
 * histories are tagged 'Content' too: their checklists' texts are the server's, in the parent's
 * language, so a language switch asks for them again.
 */
export const developmentApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /**
     * GET /api/child-profiles/{childId}/development-assessment: latest scores, or null when there is
     * none yet (204; a server of an earlier release answers 404).
     */
    getDevelopmentAssessment: build.query<DevelopmentScores | null, number>({
      queryFn: async (childId, _api, _extra, baseQuery) => {
        const result = await baseQuery(endpointPath(developmentAssessmentRoute, { childId }));
        if (result.error) return (result.error as ApiError).status === 404 ? { data: null } : { error: result.error as ApiError };
        return { data: (result.data ?? null) as DevelopmentScores | null };
      },
      providesTags: (_result, _error, childId) => [{ type: 'Assessment', id: childId }],
    }),
    /** GET /api/child-profiles/{childId}/milestone-checklist: the checklist for the child's age and the draft. */
    getMilestoneChecklist: build.query<AssessmentForm, number>({
      query: (childId) => endpointPath(milestoneChecklistRoute, { childId }),
      providesTags: (_result, _error, childId) => [formTag(childId), 'Content'],
    }),
    /**
     * PUT /api/child-profiles/{childId}/assessment-draft: saves answers so the page can be resumed;
     * refreshes the cached form. Offline, the service worker queues it (error 'OFFLINE_QUEUED'):
     * the cached form takes the answers at once as its draft, marked queued.
     */
    saveAssessmentDraft: build.mutation<{ updatedAt: string }, { childId: number; payload: AssessmentAnswersPayload }>({
      query: ({ childId, payload }) => ({
        url: endpointPath(saveAssessmentDraftRoute, { childId }),
        method: 'PUT',
        body: payload,
      }),
      invalidatesTags: (result, _error, { childId }) => (result ? [formTag(childId)] : []),
      async onQueryStarted({ childId, payload }, { dispatch, queryFulfilled }) {
        if (await wasQueuedOffline(queryFulfilled)) {
          dispatch(
            developmentApi.util.updateQueryData('getMilestoneChecklist', childId, (form) => {
              const { answers, doctorQuestions = EMPTY_DOCTOR_QUESTIONS } = payload;
              form.draft = markQueuedOffline({ answers, doctorQuestions, updatedAt: new Date().toISOString() });
            }),
          );
        }
      },
    }),
    /**
     * POST /api/child-profiles/{childId}/assessments: submits and returns the scored result.
     * Offline, the service worker queues it (error 'OFFLINE_QUEUED'): the cached form is marked
     * submitted-and-queued at once (the page says so instead of offering the checklist again), and
     * nothing is asked again (it would come from the copy, as before the change) until it is sent.
     */
    submitAssessment: build.mutation<AssessmentResult, { childId: number; payload: AssessmentAnswersPayload }>({
      query: ({ childId, payload }) => ({
        url: endpointPath(submitAssessmentRoute, { childId }),
        method: 'POST',
        body: payload,
      }),
      invalidatesTags: (_result, error, { childId }) =>
        isOfflineQueued(error)
          ? []
          : [
              { type: 'Assessment', id: childId },
              formTag(childId),
              { type: 'Assessment', id: `HISTORY-${childId}` },
              { type: 'Assessment', id: 'ALL' },
            ],
      async onQueryStarted({ childId }, { dispatch, queryFulfilled }) {
        if (await wasQueuedOffline(queryFulfilled)) {
          dispatch(developmentApi.util.updateQueryData('getMilestoneChecklist', childId, (form) => markQueuedOffline(form)));
        }
      },
    }),
    /** GET /api/child-profiles/{childId}/assessments: the child's history, newest first. */
    getChildAssessments: build.query<AssessmentResult[], number>({
      query: (childId) => endpointPath(childAssessmentsRoute, { childId }),
      providesTags: (_result, _error, childId) => [{ type: 'Assessment', id: `HISTORY-${childId}` }, 'Content'],
    }),
    /**
     * GET /api/child-profiles/{childId}/assessments?limit=: the report's window of the child's history,
     * the latest REPORT_RECENT_ASSESSMENTS, newest first; `more` when older ones exist (asked for
     * one more than shown).
     */
    getReportHistory: build.query<{ items: AssessmentResult[]; more: boolean }, number>({
      query: (childId) => endpointPath(childAssessmentsRoute, { childId }, { limit: REPORT_RECENT_ASSESSMENTS + 1 }),
      transformResponse: (items: AssessmentResult[]) => ({
        items: items.slice(0, REPORT_RECENT_ASSESSMENTS),
        more: items.length > REPORT_RECENT_ASSESSMENTS,
      }),
      providesTags: (_result, _error, childId) => [{ type: 'Assessment', id: `HISTORY-${childId}` }, 'Content'],
    }),
    /**
     * GET /api/child-profiles/{childId}/screenings: the recommended screenings with due dates, by
     * developmental age; tagged with the child, so a changed date of birth or gestation refreshes them.
     */
    getScreenings: build.query<Screening[], number>({
      query: (childId) => endpointPath(screeningsRoute, { childId }),
      providesTags: (_result, _error, childId) => [{ type: 'Child', id: childId }],
    }),
    /** GET /api/assessments: every assessment across the parent's children, newest first. */
    getAllAssessments: build.query<AssessmentResult[], void>({
      query: () => endpointPath(assessmentsRoute),
      providesTags: [{ type: 'Assessment', id: 'ALL' }, 'Content'],
    }),
  }),
});

export const {
  useGetDevelopmentAssessmentQuery,
  useGetMilestoneChecklistQuery,
  useSaveAssessmentDraftMutation,
  useSubmitAssessmentMutation,
  useGetChildAssessmentsQuery,
  useGetReportHistoryQuery,
  useGetAllAssessmentsQuery,
  useGetScreeningsQuery,
} = developmentApi;
