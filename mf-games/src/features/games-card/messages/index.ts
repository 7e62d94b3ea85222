import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/** The dashboard's Games card messages. */
export const gamesCardMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "games-card-messages-hi" */ './hi.json') },
};
