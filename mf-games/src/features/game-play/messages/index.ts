import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/** Game play's messages: the question card, read-aloud, the completion card and its toasts. */
export const gamePlayMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "games-play-messages-hi" */ './hi.json') },
};
