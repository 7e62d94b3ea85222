import { CreateRequestContext, EntityManager, EntityRepository } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable } from '@nestjs/common';
import { withRowLock } from '../database/row-lock';
import { ChildMember } from './child-member.entity';
import { Child } from './child.entity';

/**
 * The children and their adults for other modules: a module that keeps records of a child locks,
 * reads or lists children here and never queries the `children` or `child_members` tables itself
 * (docs/architecture.md, "Backend layers"). Reads for scans run in an EntityManager of their own
 * (a scan or an event runs outside any request).
 */
@Injectable()
export class ChildrenDirectoryService {
  constructor(
    @InjectRepository(Child) private readonly children: EntityRepository<Child>,
    @InjectRepository(ChildMember) private readonly members: EntityRepository<ChildMember>,
  ) {}

  /**
   * Runs `work` in one transaction holding the child's row lock (database/row-lock.ts): a cap on a
   * child's records counts and inserts under it. `work` does all its reads and writes through the
   * EntityManager it is given; answers what `work` answers.
   */
  withLock<T>(childId: number, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return withRowLock(this.children.getEntityManager(), Child, childId, work);
  }

  /** The child `childId` (its parent a reference holding the id), or null when it no longer exists. */
  @CreateRequestContext<ChildrenDirectoryService>((self) => self.children)
  async find(childId: number): Promise<Child | null> {
    return this.children.findOne({ id: childId });
  }

  /** Up to `limit` children with an id above `afterId`, by id (a scan's batch). */
  @CreateRequestContext<ChildrenDirectoryService>((self) => self.children)
  async batchAfter(afterId: number, limit: number): Promise<Child[]> {
    return this.children.find({ id: { $gt: afterId } }, { orderBy: { id: 'asc' }, limit });
  }

  /** The ids of every adult with access to each child (the owner first, then its members), by child id. */
  @CreateRequestContext<ChildrenDirectoryService>((self) => self.members)
  async adultsOf(children: readonly Child[]): Promise<Map<number, number[]>> {
    const adults = new Map<number, number[]>(children.map((child) => [child.id, [child.parent.id]]));
    if (children.length === 0) return adults;
    const members = await this.members.find({ child: { $in: [...adults.keys()] } }, { fields: ['child', 'user'] });
    for (const member of members) adults.get(member.child.id)?.push(member.user.id);
    return adults;
  }

  /** The children the user owns (first) or was given, each group by id: their ids and names. */
  @CreateRequestContext<ChildrenDirectoryService>((self) => self.children)
  async childrenOf(userId: number): Promise<{ id: number; name: string }[]> {
    const owned = await this.children.find({ parent: userId }, { fields: ['name'], orderBy: { id: 'asc' } });
    const shared = await this.members.find({ user: userId }, { populate: ['child'], orderBy: { child: { id: 'asc' } } });
    return [...owned, ...shared.map((member) => member.child)].map((child) => ({ id: child.id, name: child.name }));
  }

  /** The children with these ids (those that still exist), by id. */
  @CreateRequestContext<ChildrenDirectoryService>((self) => self.children)
  async findMany(childIds: readonly number[]): Promise<Child[]> {
    if (childIds.length === 0) return [];
    return this.children.find({ id: { $in: [...childIds] } }, { orderBy: { id: 'asc' } });
  }
}
