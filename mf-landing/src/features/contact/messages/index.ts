import type { MessageCatalog } from '@flourishly/platform/device-locale';
import en from './en.json';

/** The contact modal's messages, loaded with the modal. */
export const contactMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "landing-contact-messages-hi" */ './hi.json') },
};
