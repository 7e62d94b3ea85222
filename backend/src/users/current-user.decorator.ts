import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import '../common/http';
import type { User } from './user.entity';
import type { UserFields } from './user.mapper';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user's entity, mapped on first read (null when signed out); setting it signs
     * the request's user in or out (auth/sessions.ts). Prefer `signedInUser` for the id alone.
     */
    user: User | null;
  }
}

/** What auth/ puts on `request.signedInUser` (auth/signed-in-user.ts): the id and the user's fields. */
export interface SignedInUserFields {
  readonly id: number;
  readonly fields: UserFields;
}

/** The signed-in user of the request (the session guard guarantees one on private routes). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  return context.switchToHttp().getRequest<FastifyRequest>().user as User;
});

/**
 * The signed-in user's fields as plain values, without making the `User` entity: for read-only
 * answers (docs/architecture.md, "Hot path"). Private routes only, like {@link CurrentUser}.
 */
export const CurrentUserFields = createParamDecorator((_data: unknown, context: ExecutionContext): UserFields => {
  return (context.switchToHttp().getRequest<FastifyRequest>().signedInUser as SignedInUserFields).fields;
});
