import type { MessageCatalog } from '@flourishly/platform';
import { withSharedMessages } from '../../../shared/messages';
import en from './en.json';

/** Tips for Parents' messages with the shared texts (domains, sources): English bundled, Hindi its own chunk. */
export const parentTipsMessages: MessageCatalog = withSharedMessages({
  en,
  load: { hi: () => import(/* webpackChunkName: "parent-tips-messages-hi" */ './hi.json') },
});
