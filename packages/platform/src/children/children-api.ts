import {
  childListPath,
  childProfilePath,
  type ChildListItem,
  type ChildProfile,
  type CreateChildProfileInput,
  type UpdateChildProfileInput,
} from '@flourishly/contracts';
import { api } from '../api/base-api';
import { notificationsTag } from '../api/cache-tags';
import { useSession } from '../session/useSession';
import { endpointPath, createChildRoute } from '@flourishly/contracts/endpoint-paths';

/** Cache tag of the signed-in parent's child list. */
const CHILD_LIST_TAG = { type: 'Child' as const, id: 'LIST' };

/**
 * Child-profile calls (docs/product.md), shared by every remote that needs child data
 * (dashboard, children, games). Tag 'Child': the list carries 'LIST', each profile its id;
 * create/update/delete invalidate what they change, so lists and pages refresh.
 */
export const childrenApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/users/{userId}/child-profiles: the parent's children. */
    getChildren: build.query<ChildListItem[], number>({
      query: childListPath,
      providesTags: (result) => [CHILD_LIST_TAG, ...(result ?? []).map((child) => ({ type: 'Child' as const, id: child.id }))],
    }),
    /**
     * GET /api/child-profiles/{childId}: one child with every answer and its persona. Tagged
     * 'Content' too: the persona's name and reasons are in the parent's language.
     */
    getChild: build.query<ChildProfile, number>({
      query: childProfilePath,
      providesTags: (_result, _error, childId) => [{ type: 'Child', id: childId }, 'Content'],
    }),
    /**
     * POST /api/child-profiles: creates a child; the server computes its persona and announces
     * the child's first week in the notifications, so the bell refreshes too.
     */
    createChild: build.mutation<ChildProfile, CreateChildProfileInput>({
      query: (body) => ({ url: endpointPath(createChildRoute), method: 'POST', body }),
      invalidatesTags: [CHILD_LIST_TAG, notificationsTag],
    }),
    /**
     * PATCH /api/child-profiles/{childId}: changes answers; the persona is recomputed. Invalidates the
     * list and the child's entry, so its page shows the saved answers even when nobody watched it.
     */
    updateChild: build.mutation<ChildProfile, { childId: number; changes: UpdateChildProfileInput }>({
      query: ({ childId, changes }) => ({ url: childProfilePath(childId), method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { childId }) => [CHILD_LIST_TAG, { type: 'Child', id: childId }],
    }),
    /**
     * DELETE /api/child-profiles/{childId}: removes the child and all of its data (204). Invalidates
     * the child's own entry too: cached data never expires (docs/product.md), so without it Back
     * to /child/{id} would show the deleted child. An entry nobody watches is dropped; a watched
     * one refetches and meets the 404.
     */
    deleteChild: build.mutation<null, number>({
      query: (childId) => ({ url: childProfilePath(childId), method: 'DELETE', parseResponse: false }),
      invalidatesTags: (_result, _error, childId) => [CHILD_LIST_TAG, { type: 'Child', id: childId }],
    }),
  }),
});

export const { useGetChildrenQuery, useGetChildQuery, useCreateChildMutation, useUpdateChildMutation, useDeleteChildMutation } =
  childrenApi;

/**
 * The signed-in user's child list (GET /api/users/{userId}/child-profiles), their own children
 * and those shared with them: RTK Query's result, skipped (no data, not loading) while nobody is
 * signed in.
 */
export function useChildList() {
  const { user } = useSession();
  return useGetChildrenQuery(user?.id ?? 0, { skip: !user });
}
