import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { DEFAULT_LOCALE, INTL_LOCALES } from '@flourishly/contracts/locales';
import { useCatalogMessages, type MergedMessages, type MessageCatalog, type Messages as MessagesById } from './catalog';
import type { RootState } from '../store';
import { sessionApi } from '../session/session-api';
import { selectLocale } from './locale-slice';
import { platformMessages } from './messages';

const selectSessionUser = sessionApi.endpoints.getUser.select();

/**
 * The language every screen speaks now: the signed-in parent's chosen `locale` (GET /api/user),
 * which wins on every device, else this device's (the locale slice).
 */
export function useLocale() {
  return useSelector((state: RootState) => selectSessionUser(state).data?.locale ?? selectLocale(state));
}

/** react-intl reports a missing message; English stands in, and a test sees the report as an error. */
function reportMissing(error: Error) {
  console.error(error.message);
}

/**
 * The root of the app's languages, inside the store: react-intl (a federation singleton) with the
 * platform's own messages in the store's locale, and `<html lang>` following it.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const messages = useCatalogMessages(platformMessages, locale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider locale={INTL_LOCALES[locale]} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={reportMissing}>
      {children}
    </IntlProvider>
  );
}

/**
 * A remote's (or the shell's) messages over the platform's, for the screens inside it: each
 * workspace ships its own catalog, and a language's chunk loads with the first screen that needs
 * it (docs/architecture.md, "Languages").
 */
export function Messages({ catalog, children }: { catalog: MessageCatalog; children: ReactNode }) {
  const locale = useLocale();
  const outer = useIntl();
  const own = useCatalogMessages(catalog, locale);
  // Every catalog of a build is of one kind (strings in tests, ASTs in bundles), so the merge is too.
  const messages = useMemo(() => ({ ...outer.messages, ...own }) as MergedMessages as MessagesById, [outer.messages, own]);
  return (
    <IntlProvider locale={INTL_LOCALES[locale]} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={reportMissing}>
      {children}
    </IntlProvider>
  );
}
