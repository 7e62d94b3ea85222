import type { MessageCatalog } from '@flourishly/platform';
import { joinCatalogs, sharedMessages } from '../../../shared/messages';
import { questionnaireMessages } from '../../../shared/questionnaire/messages';
import en from './en.json';

/** The edit page's messages, with the shared ones (load problems, personas) and the profile questions'. */
export const editChildMessages: MessageCatalog = joinCatalogs(sharedMessages, questionnaireMessages, {
  en,
  load: { hi: () => import(/* webpackChunkName: "children-edit-messages-hi" */ './hi.json') },
});
