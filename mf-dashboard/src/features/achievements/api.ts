import type { Achievement } from '@flourishly/contracts';
import { api, childAchievementsTag } from '@flourishly/platform';
import { endpointPath, achievementsRoute } from '@flourishly/contracts/endpoint-paths';

/**
 * Achievement calls (docs/product.md). Tag 'Achievement' per child; plan changes invalidate it.
 * Tagged 'Content' too: names and descriptions are the server's texts, in the parent's language.
 */
export const achievementsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/child-profiles/{childId}/achievements: newest first. */
    getAchievements: build.query<Achievement[], number>({
      query: (childId) => endpointPath(achievementsRoute, { childId }),
      providesTags: (_result, _error, childId) => [childAchievementsTag(childId), 'Content'],
    }),
  }),
});

export const { useGetAchievementsQuery } = achievementsApi;
