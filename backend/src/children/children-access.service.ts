import { EntityManager } from '@mikro-orm/core';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Child } from './child.entity';

export const CHILD_NOT_FOUND_MESSAGE = 'Child profile not found';

/**
 * Ownership of child profiles: the one place that decides whether a parent may see a child.
 * Used by ChildAccessGuard for routes naming a child in the path, and by services whose
 * payload names a child (e.g. POST /api/game-sessions).
 */
@Injectable()
export class ChildrenAccessService {
  constructor(private readonly em: EntityManager) {}

  /** The parent's child with this id; throws 404 when it does not exist or is someone else's. */
  async findOwnedChild(parentId: number, childId: number): Promise<Child> {
    const child = await this.em.findOne(Child, { id: childId, parent: parentId });
    if (!child) throw new NotFoundException(CHILD_NOT_FOUND_MESSAGE);
    return child;
  }
}
