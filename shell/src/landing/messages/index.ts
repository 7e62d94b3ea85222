import type { MessageCatalog } from '@flourishly/platform/device-locale';
import en from './en.json';

/** The landing start path's own messages: the panel that stands in for a landing page that failed to load. */
export const landingStartMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "shell-landing-messages-hi" */ './hi.json') },
};
