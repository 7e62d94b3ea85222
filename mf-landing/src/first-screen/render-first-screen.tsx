import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { FIRST_SCREEN_APP_HOST, FIRST_SCREEN_FILE, type FirstScreen } from '@flourishly/contracts/first-screen';
import { DEFAULT_LOCALE, INTL_LOCALES } from '@flourishly/contracts/locales';
import { GlobalStyle } from '@flourishly/platform/global-style';
import { theme } from '@flourishly/platform/theme';
import { LandingPage } from '../exposes/LandingPage';

export { FIRST_SCREEN_FILE };

/**
 * The landing page as a signed-out visitor first sees it (header, hero, trusted-by strip, stats;
 * the sections below load in the browser), rendered to static HTML with its styled-components
 * CSS, in the theme and global style the shell renders it with. Links to the app carry
 * {@link FIRST_SCREEN_APP_HOST} for the server to replace. Run at build time by
 * packages/webpack-config/first-screen-plugin.js (docs/architecture.md, "Landing first screen").
 * In English: a visitor whose device speaks another language sees it until the live page, in
 * theirs, replaces it.
 */
export function renderFirstScreen(): FirstScreen {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <IntlProvider locale={INTL_LOCALES[DEFAULT_LOCALE]} defaultLocale={DEFAULT_LOCALE}>
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
