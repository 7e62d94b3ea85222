import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ChildRole } from '@flourishly/contracts';
import type { Child } from './child.entity';
import type { ChildFields } from './child.mapper';
import type { ChildScopedRequest } from './child-access.guard';

/** The child loaded by ChildAccessGuard (use only on routes guarded by it). */
export const CurrentChild = createParamDecorator((_data: unknown, context: ExecutionContext): Child => {
  return context.switchToHttp().getRequest<ChildScopedRequest>().childAccess.child;
});

/**
 * The child read by ChildAccessGuard as plain values, without making the `Child` entity: for
 * read-only answers (docs/architecture.md, "Hot path"). Routes guarded by it only.
 */
export const CurrentChildFields = createParamDecorator((_data: unknown, context: ExecutionContext): ChildFields => {
  return context.switchToHttp().getRequest<ChildScopedRequest>().childAccess.fields;
});

/** The signed-in user's role on the child loaded by ChildAccessGuard. */
export const CurrentChildRole = createParamDecorator((_data: unknown, context: ExecutionContext): ChildRole => {
  return context.switchToHttp().getRequest<ChildScopedRequest>().childAccess.role;
});
