import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/** Texts of the dashboard's shared parts (domains, statuses, sources, durations), in every language. */
const sharedMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "dashboard-shared-messages-hi" */ './hi.json') },
};

type OtherLocale = keyof MessageCatalog['load'];

/**
 * A feature's catalog together with the shared texts its screens show: one catalog, so a
 * language's two chunks load side by side and the screen suspends once (docs/architecture.md,
 * "Languages"). Make it once per feature, at module level: catalogs are cached by identity.
 */
export function withSharedMessages(own: MessageCatalog): MessageCatalog {
  const load = {} as Record<OtherLocale, () => Promise<{ default: MessageCatalog['en'] }>>;
  for (const locale of Object.keys(own.load) as OtherLocale[]) {
    load[locale] = async () => {
      const [shared, mine] = await Promise.all([sharedMessages.load[locale](), own.load[locale]()]);
      return { default: { ...shared.default, ...mine.default } as MessageCatalog['en'] };
    };
  }
  return { en: { ...sharedMessages.en, ...own.en } as MessageCatalog['en'], load };
}
