import { platformMessages, type MessageCatalog } from '@flourishly/platform';
import { createIntl, type IntlShape } from 'react-intl';
import { INTL_LOCALES } from '@flourishly/contracts/locales';
import { developmentMessages } from '../../messages';
import en from './en.json';

type OtherLocale = keyof MessageCatalog['load'];

/** The pages' own messages: English here, every other language as its own chunk. */
const pageOwnMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "dashboard-development-pages-messages-hi" */ './hi.json') },
};

/**
 * The development pages' messages (assessments and reports, the new assessment, the progress
 * reports tab, the shared report) over the dashboard blocks' they also show: one catalog, whose
 * languages load the two chunks side by side. The blocks on the child page load only theirs.
 */
export const developmentPageMessages: MessageCatalog = {
  en: { ...developmentMessages.en, ...pageOwnMessages.en } as MessageCatalog['en'],
  load: Object.fromEntries(
    (Object.keys(pageOwnMessages.load) as OtherLocale[]).map((locale) => [
      locale,
      async () => {
        const [blocks, pages] = await Promise.all([developmentMessages.load[locale](), pageOwnMessages.load[locale]()]);
        return { default: { ...blocks.default, ...pages.default } as MessageCatalog['en'] };
      },
    ]),
  ) as MessageCatalog['load'],
};

let english: IntlShape | undefined;

/** The pages' messages over the platform's, in English, outside a screen (a plain call of a text helper, as in tests). */
export function englishPageIntl(): IntlShape {
  english ??= createIntl({
    locale: INTL_LOCALES.en,
    messages: { ...platformMessages.en, ...developmentPageMessages.en } as MessageCatalog['en'],
  });
  return english;
}
