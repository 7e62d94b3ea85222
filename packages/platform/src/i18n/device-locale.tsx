import { startTransition, use, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { IntlContext, IntlProvider, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, LOCALE_NAMES, LOCALES, matchLocale, type Locale } from '@flourishly/contracts/locales';
import { VisuallyHidden } from '../ui/layout';
import { useCatalogMessages, type MergedMessages, type MessageCatalog, type Messages as MessagesById } from './catalog';
import { loadPseudoMessages, pseudoLocaleOn } from './pseudo-locale';

export type { MessageCatalog, Messages as MessagesById } from './catalog';
export { loadCatalogMessages, provideCatalogMessages } from './catalog';

/*
 * A device's language without the platform's store (`@flourishly/platform/device-locale`): the
 * signed-out landing page runs without the store and router (docs/architecture.md, "Landing
 * start path", "Languages"). Subpaths are bundled into each app, so the shell's and a remote's
 * copies of this module hear each other through a window event, not through module state.
 */

/** Where a signed-out visitor's choice of language is kept on this device. */
export const LOCALE_STORAGE_KEY = 'flourishly.locale';

/** The window event that says a language was chosen on this page; `detail` is the locale. */
const LOCALE_CHOSEN_EVENT = 'flourishly:locale-chosen';

/** The language chosen on this device before, else the browser's first language we speak, else English. */
export function deviceLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be off (private modes); the browser's languages decide then.
  }
  return matchLocale(globalThis.navigator?.languages ?? []);
}

/**
 * Keeps `locale` as this device's choice (localStorage, so the signed-in app starts in it too)
 * and tells every {@link useDeviceLocale} of the page, whichever bundle it is in.
 */
export function chooseDeviceLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Without storage the choice lasts this visit.
  }
  window.dispatchEvent(new CustomEvent<Locale>(LOCALE_CHOSEN_EVENT, { detail: locale }));
}

/**
 * This device's language ({@link deviceLocale}), following {@link chooseDeviceLocale} on this
 * page and a choice made in another tab. A change renders in a transition, so a language whose
 * messages still load keeps the page as it is until they arrive instead of a Suspense fallback.
 */
export function useDeviceLocale(): Locale {
  const [locale, setLocale] = useState(deviceLocale);
  useEffect(() => {
    const follow = (next: unknown) => {
      if (isLocale(next)) startTransition(() => setLocale(next));
    };
    const onChosen = (event: Event) => follow((event as CustomEvent<unknown>).detail);
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCALE_STORAGE_KEY) follow(event.newValue);
    };
    window.addEventListener(LOCALE_CHOSEN_EVENT, onChosen);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(LOCALE_CHOSEN_EVENT, onChosen);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return locale;
}

/** The language a react-intl locale tag is in (`hi-IN` is `hi`; INTL_LOCALES of the contracts). */
export function localeOfIntl(intl: Pick<IntlShape, 'locale'>): Locale {
  return matchLocale([intl.locale]);
}

/** react-intl reports a missing message; English stands in, and a test sees the report as an error. */
function reportMissing(error: Error) {
  console.error(error.message);
}

/**
 * react-intl (the federation singleton) in `locale`, with `messages`: every language root and
 * catalog uses it. English shows the pseudo-locale's messages instead when it is on
 * (pseudo-locale.ts); suspends while they load.
 */
export function LocaleProvider({ locale, messages, children }: { locale: Locale; messages?: MessagesById; children: ReactNode }) {
  const pseudo = locale === 'en' && pseudoLocaleOn() ? use(loadPseudoMessages()) : undefined;
  const shown = useMemo(() => (pseudo ? ({ ...messages, ...pseudo } as MergedMessages as MessagesById) : messages), [messages, pseudo]);
  return (
    <IntlProvider locale={INTL_LOCALES[locale]} defaultLocale={DEFAULT_LOCALE} messages={shown} onError={reportMissing}>
      {children}
    </IntlProvider>
  );
}

/** `<html lang>` follows the language of the screens (for screen readers, hyphenation and fonts). */
export function useDocumentLanguage(locale: Locale): void {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}

/**
 * `catalog`'s messages in `locale` over the messages of the provider above (`outer`), for a
 * {@link LocaleProvider}; suspends while a language's messages load.
 */
export function useMergedCatalog(catalog: MessageCatalog, locale: Locale, outer: IntlShape['messages'] | undefined): MessagesById {
  const own = useCatalogMessages(catalog, locale);
  // Every catalog of a build is of one kind (strings in tests, ASTs in bundles), so the merge is too.
  return useMemo(() => ({ ...outer, ...own }) as MergedMessages as MessagesById, [outer, own]);
}

/**
 * The store-free root of a signed-out page's language: react-intl in this device's language,
 * with `messages` if given, and `<html lang>` following it.
 */
export function DeviceLocaleRoot({ messages, children }: { messages?: MessagesById; children: ReactNode }) {
  const locale = useDeviceLocale();
  useDocumentLanguage(locale);
  return (
    <LocaleProvider locale={locale} messages={messages}>
      {children}
    </LocaleProvider>
  );
}

/**
 * A workspace's catalog over the messages above it, without the store: in the language of the
 * react-intl provider above (the app's LocaleRoot or a {@link DeviceLocaleRoot}), or this
 * device's when there is none. Suspends while a language's messages load, as `Messages` does.
 */
export function CatalogMessages({ catalog, children }: { catalog: MessageCatalog; children: ReactNode }) {
  // react-intl's context is null outside a provider (its type does not say so).
  const outer = useContext(IntlContext) as IntlShape | null;
  const device = useDeviceLocale();
  const locale = outer ? localeOfIntl(outer) : device;
  const messages = useMergedCatalog(catalog, locale, outer?.messages);
  return (
    <LocaleProvider locale={locale} messages={messages}>
      {children}
    </LocaleProvider>
  );
}

const StyledSelect = styled.select`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

/**
 * The language list of every language switch: a native select labelled `label` (visually
 * hidden), each language named in itself and marked with its `lang`; `onChoose` gets the choice.
 */
export function LocaleSelect({ label, value, onChoose }: { label: string; value: Locale; onChoose: (locale: Locale) => void }) {
  const id = useId();
  return (
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <StyledSelect id={id} value={value} onChange={(event) => isLocale(event.target.value) && onChoose(event.target.value)}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </StyledSelect>
    </>
  );
}
