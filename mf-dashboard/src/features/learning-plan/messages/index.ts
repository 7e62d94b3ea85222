import type { MessageCatalog } from '@flourishly/platform';
import { withSharedMessages } from '../../../shared/messages';
import en from './en.json';

/** The learning plan's messages with the shared texts (domains, statuses, sources): English bundled, Hindi its own chunk. */
export const learningPlanMessages: MessageCatalog = withSharedMessages({
  en,
  load: { hi: () => import(/* webpackChunkName: "learning-plan-messages-hi" */ './hi.json') },
});
