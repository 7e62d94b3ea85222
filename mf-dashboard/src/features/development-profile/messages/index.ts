import type { MessageCatalog } from '@flourishly/platform';
import { createIntl, type IntlShape } from 'react-intl';
import { INTL_LOCALES } from '@flourishly/contracts/locales';
import en from './en.json';

/**
 * The development profile's blocks on the child page (the profile, its scores and the
 * recommended screenings): English with them, every other language as its own chunk. The pages
 * add theirs (pages/messages).
 */
export const developmentMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "dashboard-development-messages-hi" */ './hi.json') },
};

let english: IntlShape | undefined;

/** The blocks' messages in English outside a screen (a plain call of a text helper, as in tests). */
export function englishIntl(): IntlShape {
  english ??= createIntl({ locale: INTL_LOCALES.en, messages: developmentMessages.en });
  return english;
}
