import type { ParentTip, ParentTipsQuery, PersonalizedTips } from '@flourishly/contracts';
import { api } from '@flourishly/platform';
import { endpointPath, childParentTipsRoute, parentTipsRoute } from '@flourishly/contracts/endpoint-paths';

/** Parent tips (docs/product.md). Tips are content: refetched only when the parent's language changes. */
export const parentTipsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/parent-tips?minAge={age-1}&maxAge={age+1}: tips for the age window. */
    getParentTips: build.query<ParentTip[], ParentTipsQuery>({
      query: ({ minAge, maxAge, ageMonths }) => ({
        url: endpointPath(parentTipsRoute),
        params: ageMonths === undefined ? { minAge, maxAge } : { minAge, maxAge, ageMonths },
      }),
      providesTags: ['Content'],
    }),
    /** GET /api/child-profiles/{childId}/parent-tips: the child's window, weakest domains first. */
    getPersonalizedTips: build.query<PersonalizedTips, number>({
      query: (childId) => endpointPath(childParentTipsRoute, { childId }),
      providesTags: (_result, _error, childId) => [{ type: 'Assessment', id: childId }, 'Content'],
    }),
  }),
});

export const { useGetParentTipsQuery, useGetPersonalizedTipsQuery } = parentTipsApi;
