import type { MessageCatalog } from '@flourishly/platform';
import { joinCatalogs, sharedMessages } from '../../../shared/messages';
import en from './en.json';

/** The children list's messages, with the shared ones (ages, persona names). */
export const childrenListMessages: MessageCatalog = joinCatalogs(sharedMessages, {
  en,
  load: { hi: () => import(/* webpackChunkName: "children-list-messages-hi" */ './hi.json') },
});
