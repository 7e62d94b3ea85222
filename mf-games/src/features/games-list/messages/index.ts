import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/** The Games tab's messages: search, filters, the game cards and the empty texts. */
export const gamesListMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "games-list-messages-hi" */ './hi.json') },
};
