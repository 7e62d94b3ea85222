import type { MessageCatalog } from '@flourishly/platform/device-locale';
import en from './en.json';

/** The legal notices' frame (headings, date, links); the notices' own text is English for now. */
export const legalMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "landing-legal-messages-hi" */ './hi.json') },
};
