import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AccountData, ChildRecordsAccountData, exportRows, type ExportParts } from '../common/account-data/account-data';
import { ChildInvitation } from './child-invitation.entity';
/** Invitations: to each owned child, and those the account created; one it accepted forgets it (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class FamiliesAccountData extends ChildRecordsAccountData {
  protected readonly childTables = { invitations: ChildInvitation };

  override exportAccount(em: EntityManager, userId: number): ExportParts {
    return { invitationsCreated: exportRows(em, ChildInvitation, { invitedBy: userId }) };
  }

  override async deleteAccount(em: EntityManager, userId: number): Promise<void> {
    await em.getRepository(ChildInvitation).nativeDelete({ invitedBy: userId });
    await em.getRepository(ChildInvitation).nativeUpdate({ acceptedBy: userId }, { acceptedBy: null });
  }
}
