import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { loginSchema } from '@flourishly/contracts';
import type { Request } from 'express';
import { ZodValidationException } from 'nestjs-zod';

/**
 * Login guard: validates the body with the contracts' loginSchema first (400 for a malformed
 * body, never 401), then runs passport-local and starts the session (passport regenerates the
 * session id on login).
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const parsed = loginSchema.safeParse(request.body);
    if (!parsed.success) throw new ZodValidationException(parsed.error);
    request.body = parsed.data;
    const result = (await super.canActivate(context)) as boolean;
    await super.logIn(request);
    return result;
  }
}
