import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../../users/user.entity';

/** The signed-in user of the request (the session guard guarantees one on private routes). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const request = context.switchToHttp().getRequest<Request>();
  return request.user as User;
});
