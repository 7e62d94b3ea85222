import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUTH_MESSAGES } from '@flourishly/contracts';
import type { FastifyRequest } from 'fastify';
import '../http';
import { IS_PUBLIC_KEY } from '../decorators/public.decorator';

/**
 * Global guard: a route needs a signed-in session unless marked {@link Public}.
 * Throws 401 "You are not signed in" otherwise.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    if (context.switchToHttp().getRequest<FastifyRequest>().signedInUser) return true;
    throw new UnauthorizedException(AUTH_MESSAGES.notSignedIn);
  }
}
