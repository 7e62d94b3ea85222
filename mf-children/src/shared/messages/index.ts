import type { MessageCatalog, MessagesById } from '@flourishly/platform';
import en from './en.json';

/**
 * The messages every screen of this remote shares: ages, the persona badge (names and reasons, as
 * the server says them in each language) and the child's load problems.
 */
export const sharedMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "children-shared-messages-hi" */ './hi.json') },
};

/**
 * Catalogs joined into one for `<Messages>`, later ones over earlier ones: English bundled, and
 * each other language's chunks loaded side by side rather than one after the other.
 */
export function joinCatalogs(...catalogs: MessageCatalog[]): MessageCatalog {
  const locales = Object.keys(catalogs[0]?.load ?? {}) as (keyof MessageCatalog['load'])[];
  const load = Object.fromEntries(
    locales.map((locale) => [
      locale,
      async () => {
        const loaded = await Promise.all(catalogs.map((catalog) => catalog.load[locale]()));
        return { default: Object.assign({}, ...loaded.map((module) => module.default)) as MessagesById };
      },
    ]),
  ) as MessageCatalog['load'];
  return { en: Object.assign({}, ...catalogs.map((catalog) => catalog.en)) as MessagesById, load };
}
