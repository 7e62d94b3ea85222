import {
  BadRequestException,
  Injectable,
  NotFoundException,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
  type Type,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { childIdSchema, type ChildRole, type Endpoint } from '@flourishly/contracts';
import { z } from 'zod';
import { contractEndpointOf } from '../common/openapi/contract-endpoint';
import type { FastifyRequest } from 'fastify';
import type { SignedInIdentity } from '../common/http';
import { assertRole, ChildrenAccessService, type AccessibleChild } from './children-access.service';

/** A request that passed {@link ChildAccessGuard}: the child is read with the user's role. */
export interface ChildScopedRequest extends FastifyRequest {
  params: Record<string, string | undefined>;
  /** Unset only on a route whose entry lets the child be left out, when the request leaves it out. */
  childAccess?: AccessibleChild;
}

const CHILD_ROLE_KEY = 'flourishly:minimumChildRole';

/**
 * The least role a route needs, on the handler or its controller. Without it a read (GET, HEAD)
 * needs `viewer` and anything else `caregiver`; owner-only routes (deleting the child, managing
 * access) say `@RequireChildRole('owner')`.
 */
export const RequireChildRole = (role: ChildRole) => SetMetadata(CHILD_ROLE_KEY, role);

const OWN_USER_PARAMETER_KEY = 'flourishly:ownUserParameter';

/**
 * The route needs only `viewer` when its path parameter `parameter` is the signed-in user's own
 * id (leaving a child's circle), and its `RequireChildRole` otherwise.
 */
export const UnlessOwnUser = (parameter: string) => SetMetadata(OWN_USER_PARAMETER_KEY, parameter);

/** Finds the child of a resource that a route names by the resource's own id (a device, a game session). */
export interface ChildResolver {
  /** The id of the child the resource belongs to; null when there is no such resource. */
  childIdOf(resourceId: number): Promise<number | null>;
}

interface ChildSource {
  resolver: Type<ChildResolver>;
  notFound: string;
}

const CHILD_SOURCE_KEY = 'flourishly:childSource';

/**
 * The route's `id` path parameter names a resource of a child, found by `resolver` (a provider):
 * the guard checks access to that child. 404 with `notFound` when there is no such resource or
 * the user has no access to its child, as for a child.
 */
export const ChildOfResource = (resolver: Type<ChildResolver>, notFound: string) =>
  SetMetadata(CHILD_SOURCE_KEY, { resolver, notFound } satisfies ChildSource);

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The child a request names: the `childId` path parameter, or, on a route whose registry entry
 * has no such parameter, the `childId` of its query or body (starting a game session, the
 * library for one child), parsed with the entry's own schema for it. 'absent' when the entry
 * lets it be left out and the request does; 'invalid' when it is malformed or missing.
 */
function childIdOfRequest(request: ChildScopedRequest, endpoint: Endpoint | undefined): number | 'absent' | 'invalid' {
  const fieldOf = (schema: z.ZodType | undefined) =>
    schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType | undefined>).childId : undefined;
  const inQuery = fieldOf(endpoint?.query);
  const inBody = fieldOf(endpoint?.body);
  if (fieldOf(endpoint?.params) || (!inQuery && !inBody)) {
    const parsed = childIdSchema.safeParse(request.params.childId);
    return parsed.success ? parsed.data : 'invalid';
  }
  const container: unknown = inQuery ? request.query : request.body;
  const value = container !== null && typeof container === 'object' ? (container as Record<string, unknown>).childId : undefined;
  const schema = (inQuery ?? inBody) as z.ZodType;
  if (value === undefined && schema.safeParse(undefined).success) return 'absent';
  const parsed = schema.safeParse(value);
  return parsed.success && typeof parsed.data === 'number' ? parsed.data : 'invalid';
}

/**
 * Guards every child-scoped route (path parameter `childId`, or a `childId` in the query or body
 * of a route without one; see {@link childIdOfRequest}):
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
    private readonly modules: ModuleRef,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ChildScopedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const source = this.reflector.getAllAndOverride<ChildSource | undefined>(CHILD_SOURCE_KEY, targets);
    const user = request.signedInUser as SignedInIdentity;
    let access: AccessibleChild;
    if (source) {
      const resourceId = childIdSchema.safeParse(request.params.id);
      if (!resourceId.success) throw new BadRequestException('Invalid id');
      const childId = await this.modules.get(source.resolver, { strict: false }).childIdOf(resourceId.data);
      if (childId === null) throw new NotFoundException(source.notFound);
      access = await this.access.readAccessibleChild(user.id, childId).catch((error: unknown) => {
        throw error instanceof NotFoundException ? new NotFoundException(source.notFound) : error;
      });
    } else {
      const childId = childIdOfRequest(request, contractEndpointOf(context.getHandler()));
      if (childId === 'absent') return true;
      if (childId === 'invalid') throw new BadRequestException('Invalid child id');
      access = await this.access.readAccessibleChild(user.id, childId);
    }
    const ownUserParameter = this.reflector.getAllAndOverride<string | undefined>(OWN_USER_PARAMETER_KEY, targets);
    const minimum =
      ownUserParameter !== undefined && request.params[ownUserParameter] === String(user.id)
        ? 'viewer'
        : (this.reflector.getAllAndOverride<ChildRole | undefined>(CHILD_ROLE_KEY, targets) ??
          (READ_METHODS.has(request.method) ? 'viewer' : 'caregiver'));
    assertRole(access.role, minimum);
    request.childAccess = access;
    return true;
  }
}
