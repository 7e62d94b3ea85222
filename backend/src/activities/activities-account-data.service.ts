import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AccountData, toExportRow, type AccountDataContributor, type ExportParts } from '../common/account-data/account-data';
import { ActivityAssignment } from './activity-assignment.entity';
import { PlanDay } from './plan-day.entity';

const byId = { orderBy: { id: 'asc' as const } };

/** The plan days and activity assignments of each owned child (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class ActivitiesAccountData implements AccountDataContributor {
  exportChild(em: EntityManager, childId: number): ExportParts {
    return {
      planDays: async () => (await em.find(PlanDay, { child: childId }, byId)).map(toExportRow),
      activityAssignments: async () => (await em.find(ActivityAssignment, { child: childId }, byId)).map(toExportRow),
    };
  }

  exportAccount(_em: EntityManager, _userId: number): ExportParts {
    return {};
  }

  async deleteChildren(em: EntityManager, childIds: number[]): Promise<void> {
    const child = { $in: childIds };
    await em.nativeDelete(PlanDay, { child });
    await em.nativeDelete(ActivityAssignment, { child });
  }

  async deleteAccount(_em: EntityManager, _userId: number): Promise<void> {}
}
