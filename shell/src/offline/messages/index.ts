import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/** The offline notice's messages: offline copies, queued writes, a new version. */
export const offlineMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "offline-messages-hi" */ './hi.json') },
};
