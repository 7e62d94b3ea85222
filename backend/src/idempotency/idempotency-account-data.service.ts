import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AccountData, type AccountDataContributor, type ExportParts } from '../common/account-data/account-data';
import { IdempotencyKey } from './idempotency-key.entity';

/**
 * The account's idempotency keys (common/account-data/account-data.ts): deleted with the account
 * and with a child, never exported. They are a transient copy, kept at most 24 hours, of answers
 * whose records the export already holds (the measurement, the dose, the checklist), plus the
 * client's random keys, which mean nothing to the parent.
 */
@Injectable()
@AccountData(1)
export class IdempotencyAccountData implements AccountDataContributor {
  exportChild(_em: EntityManager, _childId: number): ExportParts {
    return {};
  }

  exportAccount(_em: EntityManager, _userId: number): ExportParts {
    return {};
  }

  async deleteChildren(em: EntityManager, childIds: number[]): Promise<void> {
    await em.getRepository(IdempotencyKey).nativeDelete({ child: { $in: childIds } });
  }

  async deleteAccount(em: EntityManager, userId: number): Promise<void> {
    await em.getRepository(IdempotencyKey).nativeDelete({ user: userId });
  }
}
