import type { MessageCatalog } from '../catalog';
import en from './en.json';

/** The platform's own messages (language switch, shared screens). */
export const platformMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "platform-messages-hi" */ './hi.json') },
};
