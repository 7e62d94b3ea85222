import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AccountData, toExportRow, type AccountDataContributor, type ExportParts } from '../common/account-data/account-data';
import { ReportLink } from './report-link.entity';

const byId = { orderBy: { id: 'asc' as const } };

/** Report links (no token hash): of each owned child, and those the account created (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class SharingAccountData implements AccountDataContributor {
  exportChild(em: EntityManager, childId: number): ExportParts {
    return {
      reportLinks: async () => (await em.find(ReportLink, { child: childId }, byId)).map(toExportRow),
    };
  }

  exportAccount(em: EntityManager, userId: number): ExportParts {
    return {
      reportLinksCreated: async () => (await em.find(ReportLink, { createdBy: userId }, byId)).map(toExportRow),
    };
  }

  async deleteChildren(em: EntityManager, childIds: number[]): Promise<void> {
    const child = { $in: childIds };
    await em.nativeDelete(ReportLink, { child });
  }

  async deleteAccount(em: EntityManager, userId: number): Promise<void> {
    await em.nativeDelete(ReportLink, { createdBy: userId });
  }
}
