import type { MessageCatalog } from '@flourishly/platform';
import { withSharedMessages } from '../../../shared/messages';
import en from './en.json';

/** The add-child wizard's messages, with the shared ones (the profile questions and their choices). */
export const addChildMessages: MessageCatalog = withSharedMessages({
  en,
  load: { hi: () => import(/* webpackChunkName: "children-add-child-messages-hi" */ './hi.json') },
});
