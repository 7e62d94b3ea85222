import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/** The dashboard's own messages (the Growth and Immunisations tabs so far). */
export const dashboardMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "dashboard-messages-hi" */ './hi.json') },
};
