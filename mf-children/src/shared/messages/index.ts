import type { MessageCatalog, MessagesById } from '@flourishly/platform';
import en from './en.json';

/**
 * The messages every screen of this remote shares: the profile questions and their choices,
 * personas, ages, avatars and the child's load problems.
 */
export const sharedMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "children-shared-messages-hi" */ './hi.json') },
};

/**
 * A feature's catalog over the shared one, as one catalog for `<Messages>`: English bundled, and
 * each other language's two chunks loaded side by side rather than one after the other.
 */
export function withSharedMessages(feature: MessageCatalog): MessageCatalog {
  const load = Object.fromEntries(
    (Object.keys(feature.load) as (keyof MessageCatalog['load'])[]).map((locale) => [
      locale,
      async () => {
        const [shared, own] = await Promise.all([sharedMessages.load[locale](), feature.load[locale]()]);
        return { default: { ...shared.default, ...own.default } as MessagesById };
      },
    ]),
  ) as MessageCatalog['load'];
  return { en: { ...sharedMessages.en, ...feature.en } as MessagesById, load };
}
