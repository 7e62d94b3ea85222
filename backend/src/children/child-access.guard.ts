import { BadRequestException, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { childIdSchema, type ChildRole } from '@flourishly/contracts';
import type { FastifyRequest } from 'fastify';
import type { SignedInIdentity } from '../common/http';
import { assertRole, ChildrenAccessService, type AccessibleChild } from './children-access.service';

/** A request that passed {@link ChildAccessGuard}: the child is read with the user's role. */
export interface ChildScopedRequest extends FastifyRequest {
  params: Record<string, string | undefined>;
  childAccess: AccessibleChild;
}

const CHILD_ROLE_KEY = 'flourishly:minimumChildRole';

/**
 * The least role a route needs, on the handler or its controller. Without it a read (GET, HEAD)
 * needs `viewer` and anything else `caregiver`; owner-only routes (deleting the child, managing
 * access) say `@RequireChildRole('owner')`.
 */
export const RequireChildRole = (role: ChildRole) => SetMetadata(CHILD_ROLE_KEY, role);

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Guards every child-scoped route (path parameter `childId`, or `id` on /child-profiles/{id}):
 * 400 for a malformed id; 404 when the child does not exist or the user has no access to it
 * (never 403, so strangers learn nothing); 403 with a clear message when their role is below
 * what the route needs (a viewer changing data, a caregiver managing access). Puts the child and
 * the role on the request for {@link CurrentChild}, {@link CurrentChildFields} and
 * {@link CurrentChildRole}.
 */
@Injectable()
export class ChildAccessGuard implements CanActivate {
  constructor(
    private readonly access: ChildrenAccessService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ChildScopedRequest>();
    const parsed = childIdSchema.safeParse(request.params.childId ?? request.params.id);
    if (!parsed.success) throw new BadRequestException('Invalid child id');
    const user = request.signedInUser as SignedInIdentity;
    const access = await this.access.readAccessibleChild(user.id, parsed.data);
    const minimum =
      this.reflector.getAllAndOverride<ChildRole | undefined>(CHILD_ROLE_KEY, [context.getHandler(), context.getClass()]) ??
      (READ_METHODS.has(request.method) ? 'viewer' : 'caregiver');
    assertRole(access.role, minimum);
    request.childAccess = access;
    return true;
  }
}
