import { BadRequestException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { childIdSchema } from '@flourishly/contracts';
import type { Request } from 'express';
import type { Child } from '../../children/child.entity';
import { ChildrenAccessService } from '../../children/children-access.service';
import type { User } from '../../users/user.entity';

/** A request that passed {@link ChildAccessGuard}: the child is loaded and owned by the user. */
export interface ChildScopedRequest extends Request {
  child: Child;
}

/**
 * Guards every child-scoped route (path parameter `childId`, or `id` on /child-profiles/{id}):
 * 400 for a malformed id, 404 when the child does not exist or belongs to another parent (never
 * 403, so strangers learn nothing). Puts the child on the request for {@link CurrentChild}.
 */
@Injectable()
export class ChildAccessGuard implements CanActivate {
  constructor(private readonly access: ChildrenAccessService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ChildScopedRequest>();
    const parsed = childIdSchema.safeParse(request.params.childId ?? request.params.id);
    if (!parsed.success) throw new BadRequestException('Invalid child id');
    const user = request.user as User;
    request.child = await this.access.findOwnedChild(user.id, parsed.data);
    return true;
  }
}
