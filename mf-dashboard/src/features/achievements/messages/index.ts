import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/** Recent Achievements' messages: English with the block, every other language as its own chunk. */
export const achievementsMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "dashboard-achievements-messages-hi" */ './hi.json') },
};
