/**
 * The landing page's first screen, prerendered at build time and sent in the served index.html
 * of `/` to a signed-out visitor, so it paints before any script has run (docs/architecture.md,
 * "Landing first screen"). Names shared by the landing remote's build, the server and the shell;
 * no zod here: the shell's landing start imports this module.
 */

import { DEFAULT_LOCALE, type Locale } from './locales';

/** The file the landing remote's build writes next to its mf-manifest.json: JSON `{ html, css }`, in English. */
export const FIRST_SCREEN_FILE = 'first-screen.json';

/**
 * The file of the first screen in `locale`: {@link FIRST_SCREEN_FILE} for English (as releases
 * built before there were others have it), `first-screen.<locale>.json` for every other language.
 */
export function firstScreenFile(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? FIRST_SCREEN_FILE : `first-screen.${locale}.json`;
}

/** What {@link FIRST_SCREEN_FILE} holds: the prerendered markup (HTML) and the CSS it needs, global styles included. */
export interface FirstScreen {
  html: string;
  css: string;
}

/** id of the element that holds the prerendered markup, before the shell's `#root`. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** id of the `<style>` element (in the head) that holds the prerendered markup's CSS. */
export const FIRST_SCREEN_STYLE_ID = 'first-screen-style';

/**
 * Stands for the app host (`RuntimeConfig.appHost`, '' for this origin) in the prerendered links;
 * the server puts the configured host in its place.
 */
export const FIRST_SCREEN_APP_HOST = '__FLOURISHLY_APP_HOST__';

export { insertFirstScreen } from './first-screen/insert-first-screen';

/**
 * Marks a first screen that is a returning parent's last view of the page, which the service
 * worker sends (docs/architecture.md, "Returning first screen"), not the landing page's: the app
 * keeps it until its own render of the page has its content.
 */
export const LAST_VIEW_ATTRIBUTE = 'data-last-view';
