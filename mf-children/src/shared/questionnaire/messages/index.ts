import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/**
 * The profile questions' messages (labels, hints, choices, avatars, the game limit) and the
 * personas' descriptions: only the add-child wizard and the edit page load them, not the child page.
 */
export const questionnaireMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "children-questionnaire-messages-hi" */ './hi.json') },
};
