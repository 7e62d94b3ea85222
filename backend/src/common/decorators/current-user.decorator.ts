import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import '../http';
import type { User } from '../../users/user.entity';

/** The signed-in user of the request (the session guard guarantees one on private routes). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  return context.switchToHttp().getRequest<FastifyRequest>().user as User;
});
