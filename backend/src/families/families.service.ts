import { EntityRepository, UniqueConstraintViolationException } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { BadRequestException, ConflictException, GoneException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  ACCESS_MESSAGES,
  INVITATION_VALID_DAYS,
  invitationTokenSchema,
  MAX_PENDING_INVITATIONS,
  type ChildMember as ChildMemberResponse,
  type InvitationAccepted,
  type InvitationPreview,
  firstNameOf,
  type PublicInvitationPreview,
  type Locale,
  type MemberRole,
  type PendingInvitation,
} from '@flourishly/contracts';
import type { ChildMember } from '../children/child-member.entity';
import type { Child } from '../children/child.entity';
import { ChildrenAccessService } from '../children/children-access.service';
import { ChildrenDirectoryService } from '../children/children-directory.service';
import { emailKey } from '../common/rate-limit/rate-limit.guard';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { MailService, mailText } from '../mail/mail.service';
import { singleLine } from '../common/single-line';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ChildInvitation } from './child-invitation.entity';
import { generateInvitationToken, hashInvitationToken } from './invitation-token';

const DAY_MS = 86_400_000;

/** Invitation emails one account may send an hour (an invitation without email counts nothing). */
export const INVITATION_EMAILS_PER_SENDER_PER_HOUR = 10;
/** Invitation emails one address may receive an hour, from every sender together. */
export const INVITATION_EMAILS_PER_RECIPIENT_PER_HOUR = 3;

/** A new invitation with its token, which exists only in this answer. */
export interface CreatedInvitation {
  invitation: ChildInvitation;
  token: string;
}

/**
 * Invitations and members of a child (docs/architecture.md, "Families"). Role checks on the child
 * happen in ChildAccessGuard before these run; this service checks what the guard cannot: the
 * state of an invitation, and who a member change is about.
 */
@Injectable()
export class FamiliesService {
  private readonly logger = new Logger('Families');

  constructor(
    @InjectRepository(ChildInvitation) private readonly invitations: EntityRepository<ChildInvitation>,
    private readonly access: ChildrenAccessService,
    private readonly children: ChildrenDirectoryService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
  ) {
    limits.define('invitation-email:sender', { points: INVITATION_EMAILS_PER_SENDER_PER_HOUR, durationSeconds: 60 * 60 });
    limits.define('invitation-email:recipient', { points: INVITATION_EMAILS_PER_RECIPIENT_PER_HOUR, durationSeconds: 60 * 60 });
  }

  /**
   * Counts one invitation email from `sender` to `to` against the per-sender and per-recipient
   * hourly limits (shared by every instance through the rate-limit store); 429 with Retry-After
   * once either is used up. Called before the invitation is created, so a refused one leaves none.
   */
  async countInvitationEmail(sender: User, to: string): Promise<void> {
    await this.limits.consume('invitation-email:sender', String(sender.id));
    await this.limits.consume('invitation-email:recipient', emailKey(to));
  }

  /**
   * Mails an invitation link to `to`. Resolves true once sent; false when sending failed (logged,
   * without the link): the invitation exists either way and its link can still be shared by hand.
   * The email speaks the language of the account that has the address, when there is one that
   * chose a language, else `inviterLocale` (the language the inviter's own screens speak).
   */
  async mailInvitation(invitation: {
    to: string;
    url: string;
    childName: string;
    invitedBy: string;
    role: MemberRole;
    inviterLocale: Locale;
  }): Promise<boolean> {
    const invitedBy = singleLine(invitation.invitedBy);
    const childName = singleLine(invitation.childName);
    try {
      const locale = (await this.users.findByEmail(invitation.to))?.locale ?? invitation.inviterLocale;
      await this.mail.send({
        to: invitation.to,
        subject: mailText(locale, 'invitation.subject', { invitedBy, childName }),
        text: [
          mailText(locale, 'greetingNoName'),
          '',
          mailText(locale, 'invitation.intro', { invitedBy, childName, role: invitation.role }),
          mailText(locale, 'invitation.accept', { days: INVITATION_VALID_DAYS }),
          '',
          invitation.url,
          '',
          mailText(locale, 'invitation.once'),
          '',
          mailText(locale, 'signature'),
        ].join('\n'),
      });
      return true;
    } catch (error) {
      this.logger.error(`Could not send an invitation email: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  /**
   * Creates an invitation for `role`, valid INVITATION_VALID_DAYS days from `now`. 409 when the
   * child already has MAX_PENDING_INVITATIONS pending ones.
   */
  async invite(child: Child, invitedBy: User, role: MemberRole, now: Date = new Date()): Promise<CreatedInvitation> {
    // The count and the insert under the child's row lock: parallel invitations cannot pass the cap together.
    return this.children.withLock(child.id, async (em) => {
      const invitations = em.getRepository(ChildInvitation);
      const pending = await invitations.count(this.pendingFilter(child, now));
      if (pending >= MAX_PENDING_INVITATIONS) throw new ConflictException(ACCESS_MESSAGES.tooManyInvitations);
      const token = generateInvitationToken();
      const invitation = invitations.create({
        child: child.id,
        invitedBy: invitedBy.id,
        role,
        tokenHash: hashInvitationToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
      });
      await em.persistAndFlush(invitation);
      return { invitation, token };
    });
  }

  /** The child's pending invitations, oldest first. */
  async pendingInvitations(child: Child, now: Date = new Date()): Promise<PendingInvitation[]> {
    const invitations = await this.invitations.find(this.pendingFilter(child, now), {
      populate: ['invitedBy'],
      orderBy: { id: 'asc' },
    });
    return invitations.map((invitation) => ({
      id: invitation.id,
      role: invitation.role,
      invitedBy: invitation.invitedBy.fullName,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    }));
  }

  /** Cancels a pending invitation of the child: 404 when it is not the child's, 410 when already used. */
  async cancel(child: Child, invitationId: number, now: Date = new Date()): Promise<void> {
    const invitation = await this.invitations.findOne({ id: invitationId, child: child.id });
    if (!invitation) throw new NotFoundException(ACCESS_MESSAGES.invitationNotFound);
    if (invitation.acceptedAt) throw new GoneException(ACCESS_MESSAGES.invitationUsed);
    if (invitation.cancelledAt) return;
    invitation.cancelledAt = now;
    await this.invitations.getEntityManager().flush();
  }

  /** Who invites whom for which child: 404 for an unknown token, 410 when it cannot be used. */
  async preview(token: string, now: Date = new Date()): Promise<InvitationPreview> {
    const invitation = await this.findUsable(token, now);
    return {
      childName: invitation.child.name,
      role: invitation.role,
      invitedBy: invitation.invitedBy.fullName,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }

  /**
   * The first names of who invites and of the child, for a signed-out visitor holding the link
   * (docs/product.md, "Families"). Any invitation that cannot be accepted any more is 404 like an
   * unknown token, so the preview tells a guesser nothing about links that once existed.
   */
  async publicPreview(token: string, now: Date = new Date()): Promise<PublicInvitationPreview> {
    let invitation: ChildInvitation;
    try {
      invitation = await this.findUsable(token, now);
    } catch (error) {
      if (error instanceof GoneException) throw new NotFoundException(ACCESS_MESSAGES.invitationNotFound);
      throw error;
    }
    return { invitedBy: firstNameOf(invitation.invitedBy.fullName), childName: firstNameOf(invitation.child.name) };
  }

  /**
   * Accepts an invitation for `user`: 404 unknown, 410 expired, used or cancelled, 409 when the
   * user already has access (the invitation stays usable then). The invitation is claimed with a
   * conditional update in the same transaction as the new member, so it is used at most once
   * even when two people accept at the same moment.
   */
  async accept(token: string, user: User, now: Date = new Date()): Promise<InvitationAccepted> {
    const invitation = await this.findUsable(token, now);
    const child = invitation.child;
    if (await this.access.roleOf(user.id, child)) throw new ConflictException(ACCESS_MESSAGES.alreadyHasAccess);
    try {
      await this.invitations.getEntityManager().transactional(async (em) => {
        const claimed = await em
          .getRepository(ChildInvitation)
          .nativeUpdate({ id: invitation.id, acceptedAt: null, cancelledAt: null }, { acceptedAt: now, acceptedBy: user.id });
        if (claimed !== 1) throw new GoneException(ACCESS_MESSAGES.invitationUsed);
        this.access.addMember(em, { childId: child.id, userId: user.id, role: invitation.role, createdAt: now });
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(ACCESS_MESSAGES.alreadyHasAccess);
      throw error;
    }
    return { childId: child.id, role: invitation.role };
  }

  /** Everyone with access: the owner first, then members in the order they joined. */
  async members(child: Child): Promise<ChildMemberResponse[]> {
    const owner = await this.users.get(child.parent.id);
    const members = await this.access.membersOf(child.id);
    return [
      { userId: owner.id, fullName: owner.fullName, role: 'owner' },
      ...members.map((member) => ({ userId: member.user.id, fullName: member.user.fullName, role: member.role })),
    ];
  }

  /** Changes a member's role: 404 when the user is not a member, 400 for the owner. */
  async changeRole(child: Child, userId: number, role: MemberRole): Promise<ChildMemberResponse> {
    const member = await this.findMember(child, userId);
    await this.access.changeRole(member, role);
    return { userId, fullName: member.user.fullName, role };
  }

  /**
   * Ends a member's access: 404 when the user is not a member, 400 for the owner (who deletes
   * instead). Who may (the owner anyone, anyone else only themself) is checked by ChildAccessGuard.
   */
  async removeMember(child: Child, userId: number): Promise<void> {
    const member = await this.findMember(child, userId);
    await this.access.removeMember(member);
  }

  private async findMember(child: Child, userId: number): Promise<ChildMember> {
    if (userId === child.parent.id) throw new BadRequestException(ACCESS_MESSAGES.ownerRoleFixed);
    const member = await this.access.memberOf(child.id, userId);
    if (!member) throw new NotFoundException(ACCESS_MESSAGES.memberNotFound);
    return member;
  }

  private pendingFilter(child: Child, now: Date) {
    return { child: child.id, acceptedAt: null, cancelledAt: null, expiresAt: { $gt: now } };
  }

  /** The invitation of a token if it can still be accepted; 404 unknown (or malformed), 410 otherwise. */
  private async findUsable(token: string, now: Date): Promise<ChildInvitation> {
    const invitation = invitationTokenSchema.safeParse(token).success
      ? await this.invitations.findOne({ tokenHash: hashInvitationToken(token) }, { populate: ['child', 'invitedBy'] })
      : null;
    if (!invitation) throw new NotFoundException(ACCESS_MESSAGES.invitationNotFound);
    if (invitation.acceptedAt) throw new GoneException(ACCESS_MESSAGES.invitationUsed);
    if (invitation.cancelledAt) throw new GoneException(ACCESS_MESSAGES.invitationCancelled);
    if (invitation.expiresAt.getTime() <= now.getTime()) throw new GoneException(ACCESS_MESSAGES.invitationExpired);
    return invitation;
  }
}
