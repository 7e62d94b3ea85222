import { Body, Controller, Headers, Inject, Param, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  ChildMember,
  InvitationAccepted,
  InvitationCreated,
  InvitationPreview,
  PendingInvitation,
  PublicInvitationPreview,
} from '@flourishly/contracts';
import type { FastifyReply } from 'fastify';
import type { Child } from '../children/child.entity';
import { CurrentChild } from '../children/current-child.decorator';
import { CurrentUser } from '../users/current-user.decorator';
import { ChildAccessGuard, RequireChildRole, UnlessOwnUser } from '../children/child-access.guard';
import { Public } from '../common/decorators/public.decorator';
import { acceptLanguageLocale } from '../common/locale/content-locale';
import { RateLimit } from '../common/rate-limit/rate-limit.guard';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { User } from '../users/user.entity';
import { FamiliesService } from './families.service';
import { endpoints, type BodyOf, type ParamsOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** The rate-limit policy of invitation previews (defined by FamiliesModule). */
export const INVITATION_PREVIEW_POLICY = 'invitation-preview:ip';

/**
 * Sharing a child (docs/architecture.md, "Families"): its invitations and members. Every route
 * goes through ChildAccessGuard (404 without access); managing access is the owner's.
 */
@ApiTags('families')
@Controller('child-profiles/:childId')
@UseGuards(ChildAccessGuard)
export class ChildSharingController {
  constructor(
    private readonly families: FamiliesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * POST /api/child-profiles/{childId}/invitations {role: "caregiver" | "viewer", email?} -> 201 {id,
   * token, url, role, expiresAt (ISO)}: a single-use link valid 7 days; the token is shown only
   * here, and in the email sent to `email` when given (a failed send is logged; the link stands).
   * The link's origin is PUBLIC_URL, never the request's Host. Owner only (403 otherwise); 400
   * for a bad body; 409 when 20 invitations are pending; 429 with Retry-After past 10 emails an
   * hour from one account or 3 an hour to one address (nothing is created then). The email speaks
   * the invitee's language when the address has an account that chose one, else the inviter's
   * (their `locale`, else this request's Accept-Language).
   */
  @ContractRoute(endpoints.createInvitation, 'child-profiles/:childId')
  @RequireChildRole('owner')
  async invite(
    @CurrentChild() child: Child,
    @CurrentUser() user: User,
    @Body() body: BodyOf<typeof endpoints.createInvitation>,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<InvitationCreated> {
    if (body.email) await this.families.countInvitationEmail(user, body.email);
    const { invitation, token } = await this.families.invite(child, user, body.role);
    const url = `${this.config.publicUrl}/invite/${token}`;
    if (body.email)
      await this.families.mailInvitation({
        to: body.email,
        url,
        childName: child.name,
        invitedBy: user.fullName,
        role: body.role,
        inviterLocale: user.locale ?? acceptLanguageLocale(acceptLanguage),
      });
    return {
      id: invitation.id,
      token,
      url,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }

  /** GET /api/child-profiles/{childId}/invitations -> [{id, role, invitedBy, createdAt, expiresAt}] pending, oldest first. Owner only. */
  @ContractRoute(endpoints.invitations, 'child-profiles/:childId')
  @RequireChildRole('owner')
  pending(@CurrentChild() child: Child): Promise<PendingInvitation[]> {
    return this.families.pendingInvitations(child);
  }

  /** DELETE /api/child-profiles/{childId}/invitations/{invitationId} -> 204 cancels; 404 not this child's, 410 already used. Owner only. */
  @ContractRoute(endpoints.cancelInvitation, 'child-profiles/:childId')
  @RequireChildRole('owner')
  async cancel(@CurrentChild() child: Child, @Param() { invitationId }: ParamsOf<typeof endpoints.cancelInvitation>): Promise<void> {
    await this.families.cancel(child, invitationId);
  }

  /** GET /api/child-profiles/{childId}/members -> [{userId, fullName, role}], the owner first. Owner and caregivers; 403 for a viewer. */
  @ContractRoute(endpoints.members, 'child-profiles/:childId')
  @RequireChildRole('caregiver')
  members(@CurrentChild() child: Child): Promise<ChildMember[]> {
    return this.families.members(child);
  }

  /** PATCH /api/child-profiles/{childId}/members/{userId} {role} -> 200 {userId, fullName, role}. Owner only; 404 not a member, 400 for the owner. */
  @ContractRoute(endpoints.changeMemberRole, 'child-profiles/:childId')
  @RequireChildRole('owner')
  changeRole(
    @CurrentChild() child: Child,
    @Param() { userId }: ParamsOf<typeof endpoints.changeMemberRole>,
    @Body() body: BodyOf<typeof endpoints.changeMemberRole>,
  ): Promise<ChildMember> {
    return this.families.changeRole(child, userId, body.role);
  }

  /**
   * DELETE /api/child-profiles/{childId}/members/{userId} -> 204: the owner removes a member, or a
   * member leaves (their own userId, whatever their role). 403 for removing someone else
   * without being the owner; 404 not a member; 400 for the owner.
   */
  @ContractRoute(endpoints.removeMember, 'child-profiles/:childId')
  @RequireChildRole('owner')
  @UnlessOwnUser('userId')
  async remove(@CurrentChild() child: Child, @Param() { userId }: ParamsOf<typeof endpoints.removeMember>): Promise<void> {
    await this.families.removeMember(child, userId);
  }
}

/**
 * What a signed-out visitor of /invite/{token} may see: the first names of who invites and of
 * the child, nothing more. 404 for an unknown, expired, used or cancelled link (one answer for
 * all), 429 past INVITATION_PREVIEW_RATE_LIMIT (contracts) previews a minute from one client.
 */
@ApiTags('families')
@Controller('invitation-previews/:token')
@Public()
@RateLimit({ policy: INVITATION_PREVIEW_POLICY, key: 'ip' })
export class InvitationPreviewsController {
  constructor(private readonly families: FamiliesService) {}

  /** GET /api/invitation-previews/{token} -> {invitedBy, childName}: first names only; `Cache-Control: no-store`. */
  @ContractRoute(endpoints.invitationPreview, 'invitation-previews/:token')
  publicPreview(@Param('token') token: string, @Res({ passthrough: true }) response: FastifyReply): Promise<PublicInvitationPreview> {
    response.header('Cache-Control', 'no-store');
    response.header('Referrer-Policy', 'no-referrer');
    response.header('X-Robots-Tag', 'noindex, nofollow');
    return this.families.publicPreview(token);
  }
}

/** Opening and accepting an invitation link (signed in; /invite/{token} in the app). */
@ApiTags('families')
@Controller('invitations/:token')
export class InvitationsController {
  constructor(private readonly families: FamiliesService) {}

  /** GET /api/invitations/{token} -> {childName, role, invitedBy, expiresAt}; 404 unknown, 410 expired, used or cancelled. */
  @ContractRoute(endpoints.invitation, 'invitations/:token')
  preview(@Param('token') token: string): Promise<InvitationPreview> {
    return this.families.preview(token);
  }

  /** POST /api/invitations/{token}/accept -> 200 {childId, role}; 404 unknown, 410 as above, 409 already has access. */
  @ContractRoute(endpoints.acceptInvitation, 'invitations/:token')
  accept(@Param('token') token: string, @CurrentUser() user: User): Promise<InvitationAccepted> {
    return this.families.accept(token, user);
  }
}
