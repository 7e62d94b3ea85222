import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/** The account pages' messages: profile, profile completion and settings. */
export const profileMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "shell-profile-messages-hi" */ './hi.json') },
};
