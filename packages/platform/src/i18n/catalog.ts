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

/**
 * The catalog's messages in `locale`; suspends (React `use`) while a language's chunk loads,
 * once per catalog and language.
 */
export function useCatalogMessages(catalog: MessageCatalog, locale: Locale): Messages {
  if (locale === 'en') return catalog.en;
  let byLocale = loading.get(catalog);
  if (!byLocale) loading.set(catalog, (byLocale = new Map()));
  let messages = byLocale.get(locale);
  if (!messages) byLocale.set(locale, (messages = catalog.load[locale]().then((module) => module.default)));
  return use(messages);
}
