import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isLocale, LOCALE_NAMES, LOCALES } from '@flourishly/contracts/locales';
import { chooseDeviceLocale, localeOfIntl } from '@flourishly/platform/device-locale';
import { VisuallyHidden } from '@flourishly/platform/layout';

const StyledSelect = styled.select`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

/**
 * The landing page's language switch, without the app's store: the choice is kept on this device
 * (`chooseDeviceLocale`), the page speaks it at once, and the app starts in it after sign-in or
 * sign-up (docs/architecture.md, "Languages"). Each language is named in itself.
 */
export function LanguageChoice() {
  const id = useId();
  const intl = useIntl();
  const locale = localeOfIntl(intl);
  return (
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        {intl.formatMessage({ id: 'landing.language.label' })}
      </VisuallyHidden>
      <StyledSelect id={id} value={locale} onChange={(event) => isLocale(event.target.value) && chooseDeviceLocale(event.target.value)}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </StyledSelect>
    </>
  );
}
