import type { MessageCatalog } from '@flourishly/platform';
import { withSharedMessages } from '../../../shared/messages';
import en from './en.json';

/** The child page's messages (frame, header, tabs), with the shared ones (ages, personas, load problems). */
export const childPageMessages: MessageCatalog = withSharedMessages({
  en,
  load: { hi: () => import(/* webpackChunkName: "children-child-page-messages-hi" */ './hi.json') },
});
