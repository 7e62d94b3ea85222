import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/** The sharing dialog's messages, loaded with the dialog when the parent first opens it. */
export const sharingMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "children-sharing-messages-hi" */ './hi.json') },
};
