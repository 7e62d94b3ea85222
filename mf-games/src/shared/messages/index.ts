import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/** The messages of the games remote's shared parts (badges, pictures, the daily-limit notice). */
export const sharedGamesMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "games-shared-messages-hi" */ './hi.json') },
};
