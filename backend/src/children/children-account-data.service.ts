import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AccountData, toExportRow, type AccountDataContributor, type ExportParts } from '../common/account-data/account-data';
import { ChildMember } from './child-member.entity';
import { Child } from './child.entity';

const byId = { orderBy: { id: 'asc' as const } };

/**
 * The children an account owns, who else has access to each, and the children shared with the
 * account (common/account-data/account-data.ts). Deletes after every record of a child.
 */
@Injectable()
@AccountData(2)
export class ChildrenAccountData implements AccountDataContributor {
  /** The ids of the children the account owns, ascending (loaded whole, for their export rows). */
  async ownedChildIds(em: EntityManager, userId: number): Promise<number[]> {
    return (await em.getRepository(Child).find({ parent: userId }, byId)).map((child) => child.id);
  }

  /** `profile`: the child (one row); `members`: who else has access, with their role. */
  exportChild(em: EntityManager, childId: number): ExportParts {
    return {
      profile: async () => [toExportRow(await em.getRepository(Child).findOneOrFail(childId))],
      members: async () =>
        (await em.getRepository(ChildMember).find({ child: childId }, { ...byId, populate: ['user'] })).map((member) => ({
          userId: member.user.id,
          fullName: member.user.fullName,
          role: member.role,
          since: member.createdAt.toISOString(),
        })),
    };
  }

  /** `memberships`: the children other parents shared with the account, and its role. */
  exportAccount(em: EntityManager, userId: number): ExportParts {
    return {
      memberships: async () =>
        (await em.getRepository(ChildMember).find({ user: userId }, { ...byId, populate: ['child', 'child.parent'] })).map((member) => ({
          childId: member.child.id,
          childName: member.child.name,
          ownerName: member.child.parent.fullName,
          role: member.role,
          since: member.createdAt.toISOString(),
        })),
    };
  }

  async deleteChildren(em: EntityManager, childIds: number[]): Promise<void> {
    const child = { $in: childIds };
    await em.getRepository(ChildMember).nativeDelete({ child });
    await em.getRepository(Child).nativeDelete({ id: child });
  }

  async deleteAccount(em: EntityManager, userId: number): Promise<void> {
    await em.getRepository(ChildMember).nativeDelete({ user: userId });
  }
}
