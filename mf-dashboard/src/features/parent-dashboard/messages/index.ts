import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/** The parent dashboard's messages: English bundled, Hindi its own chunk. */
export const parentDashboardMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "parent-dashboard-messages-hi" */ './hi.json') },
};
