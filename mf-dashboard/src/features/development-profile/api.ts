import type {
  AssessmentAnswersPayload,
  AssessmentForm,
  AssessmentResult,
  DevelopmentScores,
} from '@flourishly/contracts';
import { api, type ApiError } from '@flourishly/platform';

/**
 * Milestone assessment calls (issue 6; spec section 7). Tag 'Assessment': per child (id) and
 * 'ALL' for the parent's overview; a submission refreshes the child's scores, history and the
 * overview. A 404 of development-assessment means "no assessment yet" (answered as null).
 */
export const developmentApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/child-profiles/{id}/development-assessment: latest scores, or null on 404. */
    getDevelopmentAssessment: build.query<DevelopmentScores | null, number>({
      queryFn: async (childId, _api, _extra, baseQuery) => {
        const result = await baseQuery(`/api/child-profiles/${childId}/development-assessment`);
        if (result.error) return (result.error as ApiError).status === 404 ? { data: null } : { error: result.error as ApiError };
        return { data: result.data as DevelopmentScores };
      },
      providesTags: (_result, _error, childId) => [{ type: 'Assessment', id: childId }],
    }),
    /** GET /api/child-profiles/{id}/milestone-checklist: the checklist for the child's age and the draft. */
    getMilestoneChecklist: build.query<AssessmentForm, number>({
      query: (childId) => `/api/child-profiles/${childId}/milestone-checklist`,
      providesTags: (_result, _error, childId) => [{ type: 'Assessment', id: `FORM-${childId}` }],
    }),
    /** PUT /api/child-profiles/{id}/assessment-draft: saves answers so the page can be resumed. */
    saveAssessmentDraft: build.mutation<{ updatedAt: string }, { childId: number; payload: AssessmentAnswersPayload }>({
      query: ({ childId, payload }) => ({ url: `/api/child-profiles/${childId}/assessment-draft`, method: 'PUT', body: payload }),
    }),
    /** POST /api/child-profiles/{id}/assessments: submits and returns the scored result. */
    submitAssessment: build.mutation<AssessmentResult, { childId: number; payload: AssessmentAnswersPayload }>({
      query: ({ childId, payload }) => ({ url: `/api/child-profiles/${childId}/assessments`, method: 'POST', body: payload }),
      invalidatesTags: (_result, _error, { childId }) => [
        { type: 'Assessment', id: childId },
        { type: 'Assessment', id: `FORM-${childId}` },
        { type: 'Assessment', id: `HISTORY-${childId}` },
        { type: 'Assessment', id: 'ALL' },
      ],
    }),
    /** GET /api/child-profiles/{id}/assessments: the child's history, newest first. */
    getChildAssessments: build.query<AssessmentResult[], number>({
      query: (childId) => `/api/child-profiles/${childId}/assessments`,
      providesTags: (_result, _error, childId) => [{ type: 'Assessment', id: `HISTORY-${childId}` }],
    }),
    /** GET /api/assessments: every assessment across the parent's children, newest first. */
    getAllAssessments: build.query<AssessmentResult[], void>({
      query: () => '/api/assessments',
      providesTags: [{ type: 'Assessment', id: 'ALL' }],
    }),
  }),
});

export const {
  useGetDevelopmentAssessmentQuery,
  useGetMilestoneChecklistQuery,
  useSaveAssessmentDraftMutation,
  useSubmitAssessmentMutation,
  useGetChildAssessmentsQuery,
  useGetAllAssessmentsQuery,
} = developmentApi;
