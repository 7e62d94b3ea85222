import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ChildRole } from '@flourishly/contracts';
import type { Child } from './child.entity';
import type { ChildFields } from './child.mapper';
import type { ChildScopedRequest } from './child-access.guard';
import type { AccessibleChild } from './children-access.service';

/** What ChildAccessGuard read for the request; throws on a route it does not guard (a programming error). */
function childAccessOf(context: ExecutionContext): AccessibleChild {
  const access = context.switchToHttp().getRequest<ChildScopedRequest>().childAccess;
  if (!access) throw new Error('No child on this request: guard the route with ChildAccessGuard');
  return access;
}

/** The child loaded by ChildAccessGuard (use only on routes guarded by it). */
export const CurrentChild = createParamDecorator((_data: unknown, context: ExecutionContext): Child => childAccessOf(context).child);

/**
 * The child read by ChildAccessGuard as plain values, without making the `Child` entity: for
 * read-only answers (docs/architecture.md, "Hot path"). Routes guarded by it only.
 */
export const CurrentChildFields = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ChildFields => childAccessOf(context).fields,
);

/**
 * The child named in the query or body of a route that lets it be left out (the library for one
 * child), as plain values; null when the request names none. ChildAccessGuard checked access.
 */
export const OptionalChildFields = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ChildFields | null =>
    context.switchToHttp().getRequest<ChildScopedRequest>().childAccess?.fields ?? null,
);

/** The signed-in user's role on the child loaded by ChildAccessGuard. */
export const CurrentChildRole = createParamDecorator((_data: unknown, context: ExecutionContext): ChildRole => childAccessOf(context).role);
