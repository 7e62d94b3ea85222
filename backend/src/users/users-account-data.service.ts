import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AccountData, toExportRow, type AccountDataContributor, type ExportParts } from '../common/account-data/account-data';
import { Session } from './session.entity';
import { User } from './user.entity';

/**
 * The account's profile (no password hash) and its sessions (common/account-data/account-data.ts).
 * Deletes last: every other record refers to the user.
 */
@Injectable()
@AccountData(3)
export class UsersAccountData implements AccountDataContributor {
  /** The account's password hash; null when the account no longer exists. */
  async passwordHash(em: EntityManager, userId: number): Promise<string | null> {
    const user = await em.getRepository(User).findOne(userId, { populate: ['passwordHash'] });
    return user ? user.passwordHash : null;
  }

  exportChild(_em: EntityManager, _childId: number): ExportParts {
    return {};
  }

  /** `profile`: the user (one row, none when the account no longer exists). */
  exportAccount(em: EntityManager, userId: number): ExportParts {
    return {
      profile: async () => {
        const user = await em.getRepository(User).findOne(userId);
        return user ? [toExportRow(user)] : [];
      },
    };
  }

  async deleteChildren(_em: EntityManager, _childIds: number[]): Promise<void> {}

  async deleteAccount(em: EntityManager, userId: number): Promise<void> {
    await em.getRepository(Session).nativeDelete({ userId });
    await em.getRepository(User).nativeDelete({ id: userId });
  }
}
