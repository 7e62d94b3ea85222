import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { ACCOUNT_MESSAGES } from '@flourishly/contracts';
import { Achievement } from '../achievements/achievement.entity';
import { ActivityAssignment } from '../activities/activity-assignment.entity';
import { PlanDay } from '../activities/plan-day.entity';
import { Assessment } from '../assessments/assessment.entity';
import { verifyPassword } from '../users/password-hasher';
import { Session } from '../users/session.entity';
import { ChildMember } from '../children/child-member.entity';
import { Child } from '../children/child.entity';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ActivityDataReading } from '../devices/activity-data-reading.entity';
import { Device } from '../devices/device.entity';
import { ChildInvitation } from '../families/child-invitation.entity';
import { GameProgress } from '../games/game-progress.entity';
import { GameSession } from '../games/game-session.entity';
import { Notification } from '../notifications/notification.entity';
import { ReportLink } from '../sharing/report-link.entity';
import { User } from '../users/user.entity';
import { PasswordResetToken } from './password-reset-token.entity';

/** Rate-limit policies of account deletion: the password-change limits (see rate-limit.service.ts). */
export const ACCOUNT_DELETION_POLICIES = { ip: 'account-deletion:ip', account: 'account-deletion:account' } as const;

@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
    limits: RateLimitService,
  ) {
    limits.define(ACCOUNT_DELETION_POLICIES.ip, { points: config.loginRateLimit, durationSeconds: 60 });
    limits.define(ACCOUNT_DELETION_POLICIES.account, { points: config.accountRateLimit, durationSeconds: 15 * 60 });
  }

  /**
   * Deletes the account after checking its password (422 when wrong, as a password change does;
   * 404 when the account is gone). One transaction removes the children it owns with every record
   * of theirs (so whoever they were shared with loses access), its memberships of other children,
   * the invitations and report links it created, its notifications, reset links and every session.
   * Each table is cleared explicitly rather than through foreign-key cascades, so SQLite files
   * created without foreign-key enforcement are cleaned the same way.
   */
  async delete(userId: number, password: string): Promise<void> {
    const user = await this.em.fork().findOne(User, userId, { populate: ['passwordHash'] });
    if (!user) throw new NotFoundException('User not found');
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new UnprocessableEntityException(ACCOUNT_MESSAGES.wrongPassword);
    }
    await this.em.fork().transactional(async (em) => {
      const owned = await em.find(Child, { parent: userId }, { fields: ['id'] });
      const child = { $in: owned.map((row) => row.id) };
      if (owned.length > 0) {
        await em.nativeDelete(ActivityDataReading, { child });
        await em.nativeDelete(Device, { child });
        for (const entity of [Assessment, PlanDay, ActivityAssignment, Achievement, GameSession, GameProgress, Notification]) {
          await em.nativeDelete(entity, { child });
        }
        await em.nativeDelete(ReportLink, { child });
        await em.nativeDelete(ChildInvitation, { child });
        await em.nativeDelete(ChildMember, { child });
        await em.nativeDelete(Child, { id: child });
      }
      await em.nativeDelete(ChildMember, { user: userId });
      await em.nativeDelete(ChildInvitation, { invitedBy: userId });
      await em.nativeUpdate(ChildInvitation, { acceptedBy: userId }, { acceptedBy: null });
      await em.nativeDelete(ReportLink, { createdBy: userId });
      await em.nativeDelete(Notification, { user: userId });
      await em.nativeDelete(PasswordResetToken, { user: userId });
      await em.nativeDelete(Session, { userId });
      await em.nativeDelete(User, { id: userId });
    });
  }
}
