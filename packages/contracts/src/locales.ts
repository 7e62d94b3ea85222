/**
 * The languages Flourishly speaks (docs/architecture.md, "Languages"). Zod-free, so the first
 * screen and the server's negotiation can read it without the schemas.
 */

/** BCP 47 tags: `en` is British English as used in India, `hi` Hindi in Devanagari. */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of a parent who has not chosen one and whose browser asks for none we speak. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the language switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The tag each language formats dates and numbers with (react-intl's locale): Indian English
 * writes the day before the month ("1 October 2026") and groups digits the Indian way.
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Whether a value is one of {@link LOCALES}. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of the requested language tags (most wanted first, e.g. `navigator.languages` or a
 * parsed Accept-Language) that we speak, by its primary subtag (`hi-IN` is `hi`, `en-GB` is `en`);
 * {@link DEFAULT_LOCALE} when none is.
 */
export function matchLocale(requested: readonly string[]): Locale {
  for (const tag of requested) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
