import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ChildRole } from '@flourishly/contracts';
import type { Child } from '../../children/child.entity';
import type { ChildScopedRequest } from '../guards/child-access.guard';

/** The child loaded by ChildAccessGuard (use only on routes guarded by it). */
export const CurrentChild = createParamDecorator((_data: unknown, context: ExecutionContext): Child => {
  return context.switchToHttp().getRequest<ChildScopedRequest>().child;
});

/** The signed-in user's role on the child loaded by ChildAccessGuard. */
export const CurrentChildRole = createParamDecorator((_data: unknown, context: ExecutionContext): ChildRole => {
  return context.switchToHttp().getRequest<ChildScopedRequest>().childRole;
});
