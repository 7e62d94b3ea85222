import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { ACCOUNT_MESSAGES } from '@flourishly/contracts';
import { verifyPassword } from '../users/password-hasher';
import { UsersAccountData } from '../users/users-account-data.service';
import { ChildrenAccountData } from '../children/children-account-data.service';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AccountContributors } from './account-contributors.service';
import { PasswordResetToken } from './password-reset-token.entity';

/** Rate-limit policies of account deletion: the password-change limits (see rate-limit.service.ts). */
export const ACCOUNT_DELETION_POLICIES = { ip: 'account-deletion:ip', account: 'account-deletion:account' } as const;

@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
    limits: RateLimitService,
    private readonly contributors: AccountContributors,
    private readonly users: UsersAccountData,
    private readonly children: ChildrenAccountData,
  ) {
    limits.define(ACCOUNT_DELETION_POLICIES.ip, { points: config.loginRateLimit, durationSeconds: 60 });
    limits.define(ACCOUNT_DELETION_POLICIES.account, { points: config.accountRateLimit, durationSeconds: 15 * 60 });
  }

  /**
   * Deletes the account after checking its password (422 when wrong, as a password change does;
   * 404 when the account is gone). One transaction removes the children it owns with every record
   * of theirs (so whoever they were shared with loses access), its memberships of other children,
   * the invitations and report links it created, its notifications, reset links and every session:
   * each module deletes its own records (AccountContributors, by stage).
   * Each table is cleared explicitly rather than through foreign-key cascades, so SQLite files
   * created without foreign-key enforcement are cleaned the same way.
   */
  async delete(userId: number, password: string): Promise<void> {
    const passwordHash = await this.users.passwordHash(this.em.fork(), userId);
    if (passwordHash === null) throw new NotFoundException('User not found');
    if (!(await verifyPassword(passwordHash, password))) {
      throw new UnprocessableEntityException(ACCOUNT_MESSAGES.wrongPassword);
    }
    const contributors = this.contributors.all();
    await this.em.fork().transactional(async (em) => {
      const owned = await this.children.ownedChildIds(em, userId);
      if (owned.length > 0) {
        for (const { contributor } of contributors) await contributor.deleteChildren(em, owned);
      }
      for (const { stage, contributor } of contributors) {
        // Reset links refer to the user: they go just before it (stage 3).
        if (stage === 3) await em.getRepository(PasswordResetToken).nativeDelete({ user: userId });
        await contributor.deleteAccount(em, userId);
      }
    });
  }
}
