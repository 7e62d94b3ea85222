import type { MessageCatalog } from '@flourishly/platform';
import en from './en.json';

/** The shell's own messages: the frame of every page (header, menus, footer). */
export const shellMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "shell-messages-hi" */ './hi.json') },
};
