import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import '../http';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { User } from '../../users/user.entity';
import type { UserFields } from '../../users/user.mapper';

/** The signed-in user of the request (the session guard guarantees one on private routes). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  return context.switchToHttp().getRequest<FastifyRequest>().user as User;
});

/**
 * The signed-in user's fields as plain values, without making the `User` entity: for read-only
 * answers (docs/architecture.md, "Hot path"). Private routes only, like {@link CurrentUser}.
 */
export const CurrentUserFields = createParamDecorator((_data: unknown, context: ExecutionContext): UserFields => {
  return (context.switchToHttp().getRequest<FastifyRequest>().signedInUser as SignedInUser).fields;
});
