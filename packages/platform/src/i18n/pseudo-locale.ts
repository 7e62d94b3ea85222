import type { Messages } from './catalog';

/*
 * The pseudo-locale `en-XA` (English accented and about a third longer, in brackets), for
 * finding clipped layouts and text outside the catalogs: `?pseudo-locale=en-XA` turns it on for
 * this device, `?pseudo-locale=off` turns it off (docs/architecture.md, "Languages"). Its
 * messages are a chunk of their own, built from every English catalog by
 * packages/webpack-config/pseudo-messages-loader.js, so no page loads them otherwise.
 */

/** Where this device keeps the pseudo-locale on (localStorage). */
const PSEUDO_STORAGE_KEY = 'flourishly.pseudoLocale';
const PSEUDO_LOCALE = 'en-XA';

let on: boolean | undefined;

/** Whether English screens show the pseudo-locale: the page's query parameter, else this device's choice. */
export function pseudoLocaleOn(): boolean {
  if (on !== undefined) return on;
  try {
    const asked = new URLSearchParams(globalThis.location?.search).get('pseudo-locale');
    if (asked === PSEUDO_LOCALE) localStorage.setItem(PSEUDO_STORAGE_KEY, PSEUDO_LOCALE);
    else if (asked !== null) localStorage.removeItem(PSEUDO_STORAGE_KEY);
    on = globalThis.localStorage?.getItem(PSEUDO_STORAGE_KEY) === PSEUDO_LOCALE;
  } catch {
    on = false;
  }
  return on;
}

let loading: Promise<Messages> | undefined;

/** Every catalog's messages in the pseudo-locale, by id (loaded once). */
export function loadPseudoMessages(): Promise<Messages> {
  loading ??= import(/* webpackChunkName: "pseudo-messages" */ './pseudo/en-XA.json').then((module) => module.default as Messages);
  return loading;
}
