import type {
  ChildMember,
  ChildRole,
  InvitationAccepted,
  InvitationCreated,
  InvitationPreview,
  MemberRole,
  PendingInvitation,
  PublicInvitationPreview,
} from '@flourishly/contracts';
import { api } from '../api/base-api';
import { useSession } from '../session/useSession';
import { useChildList } from './children-api';
import {
  endpointPath,
  acceptInvitationRoute,
  cancelInvitationRoute,
  changeMemberRoleRoute,
  createInvitationRoute,
  invitationRoute,
  invitationPreviewRoute,
  invitationsRoute,
  membersRoute,
  removeMemberRoute,
} from '@flourishly/contracts/endpoint-paths';

const CHILD_LIST_TAG = { type: 'Child' as const, id: 'LIST' };
const membersTag = (childId: number) => ({ type: 'ChildMember' as const, id: childId });

/**
 * Sharing a child (docs/architecture.md, "Families"): members, invitations and their links.
 * Tag 'ChildMember' per child covers both members and pending invitations; accepting or leaving
 * also refreshes the child list, where shared children appear with their role.
 */
export const familiesApi = api.enhanceEndpoints({ addTagTypes: ['ChildMember'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/child-profiles/{childId}/members: the owner first, then members (owner and caregivers). */
    getChildMembers: build.query<ChildMember[], number>({
      query: (childId) => endpointPath(membersRoute, { childId }),
      providesTags: (_result, _error, childId) => [membersTag(childId)],
    }),
    /** GET /api/child-profiles/{childId}/invitations: pending invitations (owner). */
    getChildInvitations: build.query<PendingInvitation[], number>({
      query: (childId) => endpointPath(invitationsRoute, { childId }),
      providesTags: (_result, _error, childId) => [membersTag(childId)],
    }),
    /** POST /api/child-profiles/{childId}/invitations: a new link; its token is shown only in this answer. */
    createInvitation: build.mutation<InvitationCreated, { childId: number; role: MemberRole }>({
      query: ({ childId, role }) => ({
        url: endpointPath(createInvitationRoute, { childId }),
        method: 'POST',
        body: { role },
      }),
      invalidatesTags: (_result, _error, { childId }) => [membersTag(childId)],
    }),
    /** DELETE /api/child-profiles/{childId}/invitations/{invitationId}: cancels a link. */
    cancelInvitation: build.mutation<null, { childId: number; invitationId: number }>({
      query: ({ childId, invitationId }) => ({
        url: endpointPath(cancelInvitationRoute, { childId, invitationId }),
        method: 'DELETE',
        parseResponse: false,
      }),
      invalidatesTags: (_result, _error, { childId }) => [membersTag(childId)],
    }),
    /** PATCH /api/child-profiles/{childId}/members/{userId}: a new role (owner). */
    updateMemberRole: build.mutation<ChildMember, { childId: number; userId: number; role: MemberRole }>({
      query: ({ childId, userId, role }) => ({
        url: endpointPath(changeMemberRoleRoute, { childId, userId }),
        method: 'PATCH',
        body: { role },
      }),
      invalidatesTags: (_result, _error, { childId }) => [membersTag(childId)],
    }),
    /** DELETE /api/child-profiles/{childId}/members/{userId}: the owner removes someone, or a member leaves. */
    removeMember: build.mutation<null, { childId: number; userId: number }>({
      query: ({ childId, userId }) => ({
        url: endpointPath(removeMemberRoute, { childId, userId }),
        method: 'DELETE',
        parseResponse: false,
      }),
      invalidatesTags: (_result, _error, { childId }) => [membersTag(childId), CHILD_LIST_TAG],
    }),
    /** GET /api/invitations/{token}: who invites whom for which child. */
    getInvitation: build.query<InvitationPreview, string>({
      query: (token) => endpointPath(invitationRoute, { token }),
    }),
    /** GET /api/invitation-previews/{token} (no sign-in): the first names of who invites and of the child. */
    getPublicInvitationPreview: build.query<PublicInvitationPreview, string>({
      query: (token) => endpointPath(invitationPreviewRoute, { token }),
    }),
    /** POST /api/invitations/{token}/accept: joins the child; the child list refreshes. */
    acceptInvitation: build.mutation<InvitationAccepted, string>({
      query: (token) => ({ url: endpointPath(acceptInvitationRoute, { token }), method: 'POST' }),
      invalidatesTags: [CHILD_LIST_TAG],
    }),
  }),
});

export const {
  useGetChildMembersQuery,
  useGetChildInvitationsQuery,
  useCreateInvitationMutation,
  useCancelInvitationMutation,
  useUpdateMemberRoleMutation,
  useRemoveMemberMutation,
  useGetInvitationQuery,
  useGetPublicInvitationPreviewQuery,
  useAcceptInvitationMutation,
} = familiesApi;

/** The signed-in user's role on a child and whether it is still being looked up. */
export interface ChildAccess {
  /** Undefined while the child list loads, when it failed, or when the child is not in it. */
  role: ChildRole | undefined;
  /** The child's name from the same list (undefined as for `role`). */
  name: string | undefined;
  /** True until the child list has answered (or failed): a page may wait before showing a form. */
  loading: boolean;
}

/**
 * The signed-in user's role on a child, from the child list (GET /api/users/{userId}/child-profiles),
 * with whether that list is still loading. Pages that change a child wait for it so a viewer never
 * sees their form (docs/architecture.md, "Families"); the server enforces the role either way.
 */
export function useChildAccess(childId: number): ChildAccess {
  const { user } = useSession();
  const { data, isLoading } = useChildList();
  const child = data?.find((item) => item.id === childId);
  return { role: child?.role, name: child?.name, loading: Boolean(user) && isLoading };
}

/**
 * The signed-in user's role on a child, from the child list (GET /api/users/{userId}/child-profiles):
 * undefined while it loads or when the child is not in it. Screens use it to hide what the role
 * may not do; the server enforces it either way.
 */
export function useChildRole(childId: number): ChildRole | undefined {
  return useChildAccess(childId).role;
}

/**
 * True when the signed-in user may only read this child (a viewer): screens hide what changes
 * data (mark done, add activity, new assessment, games, devices, profile edits, sharing). False
 * while the role loads, for owners and caregivers; the server answers a viewer's change 403 anyway.
 */
export function useChildReadOnly(childId: number): boolean {
  return useChildRole(childId) === 'viewer';
}
