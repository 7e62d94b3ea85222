import type { MessageCatalog } from '@flourishly/platform';
import { withSharedMessages } from '../../../shared/messages';
import en from './en.json';

/** The children list's messages, with the shared ones (ages, personas). */
export const childrenListMessages: MessageCatalog = withSharedMessages({
  en,
  load: { hi: () => import(/* webpackChunkName: "children-list-messages-hi" */ './hi.json') },
});
