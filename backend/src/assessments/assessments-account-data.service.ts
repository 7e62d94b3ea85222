import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AccountData, toExportRow, type AccountDataContributor, type ExportParts } from '../common/account-data/account-data';
import { Assessment } from './assessment.entity';

const byId = { orderBy: { id: 'asc' as const } };

/** The assessments of each owned child (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class AssessmentsAccountData implements AccountDataContributor {
  exportChild(em: EntityManager, childId: number): ExportParts {
    return {
      assessments: async () => (await em.find(Assessment, { child: childId }, byId)).map(toExportRow),
    };
  }

  exportAccount(_em: EntityManager, _userId: number): ExportParts {
    return {};
  }

  async deleteChildren(em: EntityManager, childIds: number[]): Promise<void> {
    const child = { $in: childIds };
    await em.nativeDelete(Assessment, { child });
  }

  async deleteAccount(_em: EntityManager, _userId: number): Promise<void> {}
}
