import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { FIRST_SCREEN_APP_HOST, firstScreenFile, type FirstScreen } from '@flourishly/contracts/first-screen';
import { DEFAULT_LOCALE, INTL_LOCALES, LOCALES, type Locale } from '@flourishly/contracts/locales';
import { provideCatalogMessages } from '@flourishly/platform/device-locale';
import { GlobalStyle } from '@flourishly/platform/global-style';
import { theme } from '@flourishly/platform/theme';
import { LandingPage } from '../exposes/LandingPage';
import { landingMessages } from '../messages';
// Only the first screen's catalog: the server's render cannot wait for a chunk.
import hindi from '../messages/hi.json';

/** The first screen's messages in each language but English (which its catalog carries). */
const FIRST_SCREEN_MESSAGES: Record<Exclude<Locale, 'en'>, Record<string, string>> = { hi: hindi };

/**
 * The landing page as a signed-out visitor first sees it (header, hero, trusted-by strip, stats;
 * the sections below load in the browser) in `locale`, rendered to static HTML with its
 * styled-components CSS, in the theme and global style the shell renders it with. Links to the
 * app carry {@link FIRST_SCREEN_APP_HOST} for the server to replace. Run at build time by
 * packages/webpack-config/first-screen-plugin.js (docs/architecture.md, "Landing first screen"),
 * once per language: the server sends the one of the visitor's language.
 */
export function renderFirstScreen(locale: Locale = DEFAULT_LOCALE): FirstScreen {
  if (locale !== 'en') provideCatalogMessages(landingMessages, locale, FIRST_SCREEN_MESSAGES[locale]);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <IntlProvider locale={INTL_LOCALES[locale]} defaultLocale={DEFAULT_LOCALE}>
            <LandingPage appHost={FIRST_SCREEN_APP_HOST} />
          </IntlProvider>
        </ThemeProvider>,
      ),
    );
    // The rules only, without styled-components' rehydration markers (`data-styled.g1[id=…]`):
    // the browser's styled-components never takes this style over, the shell removes it.
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .flatMap((match) => match[1].split('/*!sc*/'))
      .map((rule) => rule.trim())
      .filter((rule) => rule && !rule.startsWith('data-styled.'))
      .join('\n');
    return { html, css };
  } finally {
    sheet.seal();
  }
}

/** Every file the build writes (first-screen-plugin.js): the first screen in each language, by file name. */
export function firstScreenFiles(): Record<string, FirstScreen> {
  return Object.fromEntries(LOCALES.map((locale) => [firstScreenFile(locale), renderFirstScreen(locale)]));
}
