import type { MessageCatalog } from '@flourishly/platform';
import { withSharedMessages } from '../../../shared/messages';
import en from './en.json';

/** The edit page's messages, with the shared ones (the profile questions, personas, load problems). */
export const editChildMessages: MessageCatalog = withSharedMessages({
  en,
  load: { hi: () => import(/* webpackChunkName: "children-edit-messages-hi" */ './hi.json') },
});
