import type { MessageCatalog } from '@flourishly/platform/device-locale';
import en from './en.json';

/** The messages of the sections below the first screen and the footer, in their chunk. */
export const belowFoldMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "landing-sections-messages-hi" */ './hi.json') },
};
