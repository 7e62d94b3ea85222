import { useIntl } from 'react-intl';
import { chooseDeviceLocale, LocaleSelect, localeOfIntl } from '@flourishly/platform/device-locale';

/**
 * The landing page's language switch, without the app's store: the choice is kept on this device
 * (`chooseDeviceLocale`), the page speaks it at once, and the app starts in it after sign-in or
 * sign-up (docs/architecture.md, "Languages"). Each language is named in itself.
 */
export function LanguageChoice() {
  const intl = useIntl();
  const locale = localeOfIntl(intl);
  return <LocaleSelect label={intl.formatMessage({ id: 'landing.language.label' })} value={locale} onChoose={chooseDeviceLocale} />;
}
