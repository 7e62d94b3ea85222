import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AccountData, toExportRow, type AccountDataContributor, type ExportParts } from '../common/account-data/account-data';
import { ChildInvitation } from './child-invitation.entity';

const byId = { orderBy: { id: 'asc' as const } };

/** Invitations: to each owned child, and those the account created; one it accepted forgets it (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class FamiliesAccountData implements AccountDataContributor {
  exportChild(em: EntityManager, childId: number): ExportParts {
    return {
      invitations: async () => (await em.find(ChildInvitation, { child: childId }, byId)).map(toExportRow),
    };
  }

  exportAccount(em: EntityManager, userId: number): ExportParts {
    return {
      invitationsCreated: async () => (await em.find(ChildInvitation, { invitedBy: userId }, byId)).map(toExportRow),
    };
  }

  async deleteChildren(em: EntityManager, childIds: number[]): Promise<void> {
    const child = { $in: childIds };
    await em.nativeDelete(ChildInvitation, { child });
  }

  async deleteAccount(em: EntityManager, userId: number): Promise<void> {
    await em.nativeDelete(ChildInvitation, { invitedBy: userId });
    await em.nativeUpdate(ChildInvitation, { acceptedBy: userId }, { acceptedBy: null });
  }
}
