import { use } from 'react';
import type { Locale } from '@flourishly/contracts/locales';
import type { MessageFormatElement } from 'react-intl';

/**
 * Messages by id: ICU message strings in tests, ASTs precompiled at build time in the bundles
 * (packages/webpack-config/messages-loader.js), which react-intl takes alike.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Catalogs merged for one screen (IntlProvider's `messages`). */
export type MergedMessages = Record<string, string | MessageFormatElement[]>;

/**
 * A workspace's messages in every language: English is bundled with the code that shows it (no
 * round trip before the first render), every other language is a chunk loaded when it is chosen.
 */
export interface MessageCatalog {
  readonly en: Messages;
  readonly load: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>>;
}

const loading = new WeakMap<MessageCatalog, Map<Locale, Promise<Messages>>>();

function loadingOf(catalog: MessageCatalog): Map<Locale, Promise<Messages>> {
  let byLocale = loading.get(catalog);
  if (!byLocale) loading.set(catalog, (byLocale = new Map()));
  return byLocale;
}

/**
 * Starts loading the catalog's messages in `locale` (once per catalog and language) and resolves
 * with them; English is there already. Call it to load a language's messages beside the code
 * that shows them rather than after it.
 */
export function loadCatalogMessages(catalog: MessageCatalog, locale: Locale): Promise<Messages> {
  if (locale === 'en') return Promise.resolve(catalog.en);
  const byLocale = loadingOf(catalog);
  let messages = byLocale.get(locale);
  if (!messages) byLocale.set(locale, (messages = catalog.load[locale]().then((module) => module.default)));
  return messages;
}

/**
 * Gives the catalog its messages in `locale` without loading them, where they are at hand already
 * (a render on the server, which cannot wait): marked fulfilled the way React's `use` reads a
 * settled promise, so no screen suspends for them.
 */
export function provideCatalogMessages(catalog: MessageCatalog, locale: Exclude<Locale, 'en'>, messages: Messages): void {
  loadingOf(catalog).set(locale, Object.assign(Promise.resolve(messages), { status: 'fulfilled', value: messages }));
}

/**
 * The catalog's messages in `locale`; suspends (React `use`) while a language's chunk loads,
 * once per catalog and language.
 */
export function useCatalogMessages(catalog: MessageCatalog, locale: Locale): Messages {
  if (locale === 'en') return catalog.en;
  return use(loadCatalogMessages(catalog, locale));
}
