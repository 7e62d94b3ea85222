import { createParamDecorator, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { DEFAULT_LOCALE, matchLocale, type Locale } from '@flourishly/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import Negotiator from 'negotiator';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language a localised endpoint answers in ({@link ContentLocaleInterceptor}). */
    contentLocale?: Locale;
  }
}

/**
 * The language of an `Accept-Language` header (RFC 9110 §12.5.4, with its q-values) that we speak,
 * by primary subtag (`hi-IN;q=0.9` is `hi`); {@link DEFAULT_LOCALE} when the header is missing,
 * malformed or names none of the contracts' LOCALES.
 */
export function acceptLanguageLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const requested = new Negotiator({ headers: { 'accept-language': header } }).languages();
  return matchLocale(requested);
}

/**
 * The language a localised endpoint answers in: the parent's chosen `locale`, else the
 * `Accept-Language` of the request (docs/architecture.md, "Languages"). `en` on a route that is
 * not localised.
 */
export const ContentLocale = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Locale =>
    context.switchToHttp().getRequest<FastifyRequest>().contentLocale ?? DEFAULT_LOCALE,
);

/**
 * On the routes the registry marks `localized` only (ContractRoute adds it; a global interceptor
 * cost every request about a quarter of its throughput): picks the language of the answer (the
 * signed-in parent's chosen locale, which the session's one read carried, else Accept-Language,
 * else `en`), puts it on the request for `@ContentLocale()`, and says it in `Content-Language` and
 * `Vary: Accept-Language` (so a shared cache keeps one answer per language).
 */
export class ContentLocaleInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    // users/ puts the user's plain fields (with `locale`) on the signed-in identity.
    const signedIn = request.signedInUser as { fields?: { locale?: Locale | null } } | null;
    const locale = signedIn?.fields?.locale ?? acceptLanguageLocale(request.headers['accept-language']);
    request.contentLocale = locale;
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    reply.header('Content-Language', locale);
    reply.header('Vary', 'Accept-Language');
    return next.handle();
  }
}
