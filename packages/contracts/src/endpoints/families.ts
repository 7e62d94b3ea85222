import { z } from 'zod';
import {
  childMemberSchema,
  createInvitationSchema,
  invitationAcceptedSchema,
  invitationCreatedSchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  memberParamsSchema,
  pendingInvitationSchema,
  publicInvitationPreviewSchema,
  updateMemberRoleSchema,
} from '../families';
import { ANY_CHILD_ROLE, CHILD_CHANGERS, CHILD_OWNER, defineEndpoints, idParams, tokenParams } from './define';
import { ENDPOINT_ROUTES as R } from './paths';

/** Shared access to a child: invitations and members (backend/src/families). */
export const familyEndpoints = defineEndpoints({
  createInvitation: {
    ...R.createInvitation,
    summary: 'Invite someone to a child as caregiver or viewer',
    access: CHILD_OWNER,
    params: idParams('childId'),
    body: createInvitationSchema,
    status: 201,
    response: invitationCreatedSchema,
    answer: 'The invitation and its token (shown once)',
  },
  invitations: {
    ...R.invitations,
    summary: 'Pending invitations of a child',
    access: CHILD_OWNER,
    params: idParams('childId'),
    status: 200,
    response: z.array(pendingInvitationSchema),
    answer: 'Pending invitations',
  },
  cancelInvitation: {
    ...R.cancelInvitation,
    summary: 'Cancel an invitation',
    access: CHILD_OWNER,
    params: invitationParamsSchema,
    status: 204,
    answer: 'The invitation cancelled',
  },
  members: {
    ...R.members,
    summary: 'People with access to a child',
    access: CHILD_CHANGERS,
    params: idParams('childId'),
    status: 200,
    response: z.array(childMemberSchema),
    answer: 'The child’s members',
  },
  changeMemberRole: {
    ...R.changeMemberRole,
    summary: 'Change a member’s role',
    access: CHILD_OWNER,
    params: memberParamsSchema,
    body: updateMemberRoleSchema,
    status: 200,
    response: childMemberSchema,
    answer: 'The member with the new role',
  },
  removeMember: {
    ...R.removeMember,
    summary: 'Remove a member, or leave',
    // Any member may leave; removing someone else is the owner's (the service's assertRole).
    access: ANY_CHILD_ROLE,
    params: memberParamsSchema,
    status: 204,
    answer: 'The member removed',
  },
  invitationPreview: {
    ...R.invitationPreview,
    summary: 'Who invites to which child, by first names (no sign-in)',
    access: 'public',
    params: tokenParams,
    status: 200,
    response: publicInvitationPreviewSchema,
    answer: 'First names',
  },
  invitation: {
    ...R.invitation,
    summary: 'Who invites whom for which child',
    // The token is its own credential: any signed-in holder may read and accept it.
    access: 'signed-in',
    params: tokenParams,
    status: 200,
    response: invitationPreviewSchema,
    answer: 'Who invites whom',
  },
  acceptInvitation: {
    ...R.acceptInvitation,
    summary: 'Accept an invitation',
    access: 'signed-in',
    params: tokenParams,
    status: 200,
    response: invitationAcceptedSchema,
    answer: 'Access granted',
  },
});
