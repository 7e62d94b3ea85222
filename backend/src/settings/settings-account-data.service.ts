import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AccountData, exportRows, type AccountDataContributor, type ExportParts } from '../common/account-data/account-data';
import { UserSettingsRecord } from './user-settings.entity';

/** The account's saved settings: exported with the account, deleted with it (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class SettingsAccountData implements AccountDataContributor {
  exportChild(_em: EntityManager, _childId: number): ExportParts {
    return {};
  }

  exportAccount(em: EntityManager, userId: number): ExportParts {
    return { settings: exportRows(em, UserSettingsRecord, { user: userId }) };
  }

  async deleteChildren(_em: EntityManager, _childIds: number[]): Promise<void> {}

  async deleteAccount(em: EntityManager, userId: number): Promise<void> {
    await em.getRepository(UserSettingsRecord).nativeDelete({ user: userId });
  }
}
