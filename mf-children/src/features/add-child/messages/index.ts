import type { MessageCatalog } from '@flourishly/platform';
import { joinCatalogs, sharedMessages } from '../../../shared/messages';
import { questionnaireMessages } from '../../../shared/questionnaire/messages';
import en from './en.json';

/** The add-child wizard's messages, with the shared ones and the profile questions'. */
export const addChildMessages: MessageCatalog = joinCatalogs(sharedMessages, questionnaireMessages, {
  en,
  load: { hi: () => import(/* webpackChunkName: "children-add-child-messages-hi" */ './hi.json') },
});
