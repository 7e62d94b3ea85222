import type { MessageCatalog } from '@flourishly/platform/device-locale';
import en from './en.json';

/**
 * The first screen's messages (header, hero, trusted-by strip, stats): English bundled with the
 * page, Hindi a chunk loaded when the visitor's language is Hindi. The sections below, the
 * contact modal and the legal notices bring their own catalogs with their chunks
 * (docs/architecture.md, "Languages").
 */
export const landingMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "landing-messages-hi" */ './hi.json') },
};
