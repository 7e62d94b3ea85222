import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DEFAULT_LOCALE, matchLocale, type Locale } from '@flourishly/contracts';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language a localised endpoint answers in (settings/content-locale.interceptor.ts). */
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
