// Every app that compiles this file needs the declarations of its partial imports, not only the platform.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./catalog-parts.d.ts" />
import type { Locale } from '@flourishly/contracts/locales';
import type { MessageCatalog, Messages } from '../catalog';
import en from './en.json?except=platform.text.,platform.error.';

/**
 * The platform's own messages (language switch, shared screens). The texts of errors (the
 * contracts' texts, `platform.text.*`, contract-texts.ts; what a failed call's status means,
 * `platform.error.*`, error-text.ts) live in the same files but ship apart
 * ({@link contractTextCatalogs}); tests read the files whole.
 */
export const platformMessages: MessageCatalog = {
  en,
  load: { hi: () => import(/* webpackChunkName: "platform-messages-hi" */ './hi.json?except=platform.text.,platform.error.') },
};

/**
 * The texts of errors in each language, English too (a contracts' English text is its key): chunks
 * loaded when a screen needs them, never with a page's first render (docs/architecture.md,
 * "Page budgets").
 */
export const contractTextCatalogs: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import(/* webpackChunkName: "contract-texts-en" */ './en.json?only=platform.text.,platform.error.'),
  hi: () => import(/* webpackChunkName: "contract-texts-hi" */ './hi.json?only=platform.text.,platform.error.'),
};
