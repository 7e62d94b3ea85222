import { useEffect, type ReactNode } from 'react';
import type { Locale } from '@flourishly/contracts/locales';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useCatalogMessages, type MessageCatalog } from './catalog';
import { LocaleProvider, useDocumentLanguage, useMergedCatalog } from './device-locale';
import type { RootState } from '../store';
import { sessionApi } from '../session/session-api';
import { selectLocale } from './locale-slice';
import { platformMessages } from './messages';
import { loadContractTexts } from './contract-texts';
import { afterPageContent } from '../scheduling/after-page-content';

const selectSessionUser = sessionApi.endpoints.getUser.select();

/**
 * The language every screen speaks now: the signed-in parent's chosen `locale` (GET /api/user),
 * which wins on every device, else this device's (the locale slice).
 */
export function useLocale() {
  return useSelector((state: RootState) => selectSessionUser(state).data?.locale ?? selectLocale(state));
}

/**
 * The root of the app's languages, inside the store: react-intl (a federation singleton) with the
 * platform's own messages in the store's locale, and `<html lang>` following it. In a language
 * other than English, the contracts' texts load once the page's content is drawn.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const messages = useCatalogMessages(platformMessages, locale);
  useDocumentLanguage(locale);
  return (
    <LocaleProvider locale={locale} messages={messages}>
      <ContractTextsAfterPage locale={locale} />
      {children}
    </LocaleProvider>
  );
}

/** The contracts' texts (errors' messages) in a language other than English: once the page is drawn, not with it. */
function ContractTextsAfterPage({ locale }: { locale: Locale }) {
  useEffect(() => {
    if (locale === 'en') return undefined;
    return afterPageContent(() => void loadContractTexts(locale).catch(() => undefined));
  }, [locale]);
  return null;
}

/**
 * A remote's (or the shell's) messages over the platform's, for the screens inside it: each
 * workspace ships its own catalog, and a language's chunk loads with the first screen that needs
 * it (docs/architecture.md, "Languages").
 */
export function Messages({ catalog, children }: { catalog: MessageCatalog; children: ReactNode }) {
  const locale = useLocale();
  const messages = useMergedCatalog(catalog, locale, useIntl().messages);
  return (
    <LocaleProvider locale={locale} messages={messages}>
      {children}
    </LocaleProvider>
  );
}
