import type { MessageCatalog } from '@flourishly/platform';
import { joinCatalogs, sharedMessages } from '../../../shared/messages';
import en from './en.json';

/** The child page's messages (frame, header, tabs), with the shared ones (ages, the persona badge, load problems). */
export const childPageMessages: MessageCatalog = joinCatalogs(sharedMessages, {
  en,
  load: { hi: () => import(/* webpackChunkName: "children-child-page-messages-hi" */ './hi.json') },
});
