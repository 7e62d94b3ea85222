import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import type { AppStore } from '../store';
import type { Locale } from '@flourishly/contracts/locales';
import { api } from '../api/base-api';
import { sessionApi, useGetUserQuery } from '../session/session-api';
import { useUpdateSettingsMutation } from '../session/settings-api';
import { useToast } from '../toast/useToast';
import { LOCALE_STORAGE_KEY, localeChanged } from './locale-slice';
import { LocaleSelect } from './device-locale';
import { useLocale } from './Messages';

/**
 * Chooses the language of every screen (docs/product.md, "Language"): at once on this device, and
 * for a signed-in parent also in their settings (`PATCH /api/users/{userId}/settings {locale}`),
 * so every device of theirs follows. Each language is named in itself.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const locale = useLocale();
  const dispatch = useDispatch<AppStore['dispatch']>();
  const { toast } = useToast();
  const { data: user } = useGetUserQuery();
  const [updateSettings] = useUpdateSettingsMutation();

  const choose = async (chosen: Locale) => {
    dispatch(localeChanged(chosen));
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, chosen);
    } catch {
      // Without storage the choice lasts this visit (and, signed in, the account keeps it).
    }
    if (user) {
      dispatch(sessionApi.util.updateQueryData('getUser', undefined, (draft) => (draft ? { ...draft, locale: chosen } : draft)));
      const saved = await updateSettings({ userId: user.id, patch: { locale: chosen } });
      if ('error' in saved) toast({ title: intl.formatMessage({ id: 'platform.language.saveFailed' }), variant: 'destructive' });
    }
    // Tips, checklists and the like come again in the new language (after the account has it).
    dispatch(api.util.invalidateTags(['Content']));
  };

  return (
    <LocaleSelect label={intl.formatMessage({ id: 'platform.language.label' })} value={locale} onChoose={(chosen) => void choose(chosen)} />
  );
}
