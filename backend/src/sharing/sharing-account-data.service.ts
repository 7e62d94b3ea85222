import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AccountData, ChildRecordsAccountData, exportRows, type ExportParts } from '../common/account-data/account-data';
import { ReportLink } from './report-link.entity';
/** Report links (no token hash): of each owned child, and those the account created (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class SharingAccountData extends ChildRecordsAccountData {
  protected readonly childTables = { reportLinks: ReportLink };

  override exportAccount(em: EntityManager, userId: number): ExportParts {
    return { reportLinksCreated: exportRows(em, ReportLink, { createdBy: userId }) };
  }

  override async deleteAccount(em: EntityManager, userId: number): Promise<void> {
    await em.getRepository(ReportLink).nativeDelete({ createdBy: userId });
  }
}
