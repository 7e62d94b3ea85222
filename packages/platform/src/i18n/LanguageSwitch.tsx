import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import type { AppStore } from '../store';
import styled from 'styled-components';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@flourishly/contracts/locales';
import { api } from '../api/base-api';
import { sessionApi, useGetUserQuery } from '../session/session-api';
import { useUpdateSettingsMutation } from '../session/settings-api';
import { useToast } from '../toast/useToast';
import { VisuallyHidden } from '../ui/layout';
import { LOCALE_STORAGE_KEY, localeChanged } from './locale-slice';
import { useLocale } from './Messages';

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
 * Chooses the language of every screen (docs/product.md, "Language"): at once on this device, and
 * for a signed-in parent also in their settings (`PATCH /api/users/{userId}/settings {locale}`),
 * so every device of theirs follows. Each language is named in itself.
 */
export function LanguageSwitch() {
  const id = useId();
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
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        {intl.formatMessage({ id: 'platform.language.label' })}
      </VisuallyHidden>
      <StyledSelect id={id} value={locale} onChange={(event) => isLocale(event.target.value) && void choose(event.target.value)}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </StyledSelect>
    </>
  );
}
