import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Endpoint } from '@flourishly/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { acceptLanguageLocale } from '../common/locale/content-locale';
import { CONTRACT_ENDPOINT_METADATA } from '../common/openapi/routes';
import type { SignedInUserFields } from '../users/current-user.decorator';

/**
 * For an endpoint the registry marks `localized`: picks the language of its answer (the signed-in
 * parent's chosen locale, else Accept-Language, else `en`), puts it on the request for
 * `@ContentLocale()`, and says it in `Content-Language` and `Vary: Accept-Language` (so a
 * shared cache keeps one answer per language). Other routes pass through untouched.
 */
@Injectable()
export class ContentLocaleInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const endpoint = this.reflector.get<Endpoint | undefined>(CONTRACT_ENDPOINT_METADATA, context.getHandler());
    if (!endpoint?.localized) return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    // The chosen locale came with the session's one read (docs/architecture.md, "Hot path").
    const chosen = (request.signedInUser as SignedInUserFields | null)?.fields.locale ?? null;
    const locale = chosen ?? acceptLanguageLocale(request.headers['accept-language']);
    request.contentLocale = locale;
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    reply.header('Content-Language', locale);
    reply.header('Vary', 'Accept-Language');
    return next.handle();
  }
}
