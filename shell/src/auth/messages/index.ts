import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/** The signed-out screens' messages: sign in and registration, forgotten and new password, redirects. */
export const authMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "shell-auth-messages-hi" */ './hi.json') },
};
