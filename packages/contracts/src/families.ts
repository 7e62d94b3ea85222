import { z } from 'zod';
import { emailSchema } from './auth';
import { entityIdParamSchema } from './ids';

/**
 * Shared access to a child (docs/architecture.md, "Families"). The parent who added the child is
 * its `owner`; others reach it through an accepted invitation as a `caregiver` (everything about
 * the child's days: plan, activities, assessments, games, devices, profile edits) or a `viewer`
 * (read-only). Only the owner deletes the child, manages access and shares the report through
 * report links.
 */
export const CHILD_ROLES = ['owner', 'caregiver', 'viewer'] as const;
export const childRoleSchema = z.enum(CHILD_ROLES);
export type ChildRole = z.infer<typeof childRoleSchema>;

/** The roles an invitation or a role change may give: never `owner`. */
export const MEMBER_ROLES = ['caregiver', 'viewer'] as const;
export const memberRoleSchema = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** Ranks for "at least this role" checks: viewer < caregiver < owner. */
export const CHILD_ROLE_RANK: Record<ChildRole, number> = { viewer: 1, caregiver: 2, owner: 3 };

/** Whether `role` may do what needs at least `minimum`. */
export const hasChildRole = (role: ChildRole | null | undefined, minimum: ChildRole): boolean =>
  role != null && CHILD_ROLE_RANK[role] >= CHILD_ROLE_RANK[minimum];

/** What each role may do, in the words the sharing panel shows. */
export const CHILD_ROLE_LABELS: Record<ChildRole, { label: string; description: string }> = {
  owner: { label: 'Owner', description: 'Everything, including sharing, report links and deleting the profile' },
  caregiver: { label: 'Caregiver', description: 'Plan, activities, assessments, games, devices and profile edits' },
  viewer: { label: 'Viewer', description: 'Sees every page, changes nothing' },
};

/** Days an invitation link stays valid. */
export const INVITATION_VALID_DAYS = 7;
/** Pending invitations a child may have at once (a cap on what one owner can create). */
export const MAX_PENDING_INVITATIONS = 20;

/**
 * An invitation token as it appears in /invite/{token}: 32 random bytes in base64url (256 bits,
 * 43 characters). Anything else is unknown.
 */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid invitation token');

/** POST /api/child-profiles/{childId}/invitations body. */
/** `email`, when given, is where the app mails the invitation link (README, "Email"). */
export const createInvitationSchema = z.strictObject({ role: memberRoleSchema, email: emailSchema.optional() });
export type CreateInvitationInput = z.infer<typeof createInvitationSchema>;

/** POST /api/child-profiles/{childId}/invitations 201 response; `url` opens /invite/{token}. */
export const invitationCreatedSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  url: z.string(),
  role: memberRoleSchema,
  expiresAt: z.string(),
});
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

/** One pending invitation of GET /api/child-profiles/{childId}/invitations (no token: only its hash is kept). */
export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  role: memberRoleSchema,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/invitations/{token}: who invites whom for which child. */
export const invitationPreviewSchema = z.object({
  childName: z.string(),
  role: memberRoleSchema,
  invitedBy: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * GET /api/invitation-previews/{token}, open without signing in: the first names of who invites
 * and of the child, so a signed-out invitee knows what the link is before making an account
 * ("Maya invited you to see Ada"). Nothing else: no surname, role, dates or ids.
 */
export const publicInvitationPreviewSchema = z.object({ invitedBy: z.string(), childName: z.string() });
export type PublicInvitationPreview = z.infer<typeof publicInvitationPreviewSchema>;

/** Previews of invitations per client address and minute: a person opens a link a few times, a guesser needs billions. */
export const INVITATION_PREVIEW_RATE_LIMIT = 30;

/** The first word of a name: what a page seen without signing in may show of a person or a child. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** POST /api/invitations/{token}/accept 200 response. */
export const invitationAcceptedSchema = z.object({ childId: z.number().int(), role: memberRoleSchema });
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;

/** One person with access, in GET /api/child-profiles/{childId}/members (the owner first). */
export const childMemberSchema = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  role: childRoleSchema,
});
export type ChildMember = z.infer<typeof childMemberSchema>;

/** PATCH /api/child-profiles/{childId}/members/{userId} body. */
export const updateMemberRoleSchema = z.strictObject({ role: memberRoleSchema });
export type UpdateMemberRoleInput = z.infer<typeof updateMemberRoleSchema>;

/** Path parameters of the member and invitation routes. */
export const memberParamsSchema = z.object({ childId: entityIdParamSchema, userId: entityIdParamSchema });
export const invitationParamsSchema = z.object({ childId: entityIdParamSchema, invitationId: entityIdParamSchema });

/** Messages of the access rules, shown by API errors and screens alike. */
export const ACCESS_MESSAGES = {
  viewerReadOnly: 'You have view-only access to this child. Ask the owner for caregiver access to make changes.',
  ownerOnly: "Only the child's owner can do this.",
  invitationNotFound: 'This invitation link is not valid.',
  invitationExpired: 'This invitation has expired. Ask for a new link.',
  invitationUsed: 'This invitation has already been used.',
  invitationCancelled: 'This invitation was cancelled.',
  alreadyHasAccess: 'You already have access to this child.',
  memberNotFound: 'This person has no access to this child.',
  ownerRoleFixed: "The owner's role cannot be changed and the owner cannot leave; delete the profile instead.",
  tooManyInvitations: `A child may have at most ${MAX_PENDING_INVITATIONS} pending invitations. Cancel some first.`,
} as const;
