import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AccountData, toExportRow, type AccountDataContributor, type ExportParts } from '../common/account-data/account-data';
import { Notification } from './notification.entity';

const byId = { orderBy: { id: 'asc' as const } };

/** The account's notifications (exported with the account; a deleted child's go with it) (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class NotificationsAccountData implements AccountDataContributor {
  exportChild(_em: EntityManager, _childId: number): ExportParts {
    return {};
  }

  exportAccount(em: EntityManager, userId: number): ExportParts {
    return {
      notifications: async () => (await em.getRepository(Notification).find({ user: userId }, byId)).map(toExportRow),
    };
  }

  async deleteChildren(em: EntityManager, childIds: number[]): Promise<void> {
    const child = { $in: childIds };
    await em.getRepository(Notification).nativeDelete({ child });
  }

  async deleteAccount(em: EntityManager, userId: number): Promise<void> {
    await em.getRepository(Notification).nativeDelete({ user: userId });
  }
}
