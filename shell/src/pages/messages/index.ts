import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/** The messages of the shell's own pages: help, notifications and invitations. */
export const pagesMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "shell-pages-messages-hi" */ './hi.json') },
};
