import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Child } from '../../children/child.entity';
import type { ChildScopedRequest } from '../guards/child-access.guard';

/** The child loaded by ChildAccessGuard (use only on routes guarded by it). */
export const CurrentChild = createParamDecorator((_data: unknown, context: ExecutionContext): Child => {
  return context.switchToHttp().getRequest<ChildScopedRequest>().child;
});
