import { useId } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { AVATAR_IDS, avatarUrl } from '@flourishly/contracts';
import { StyledFieldset, StyledLegend } from '@flourishly/platform/forms';
import { AVATAR_MESSAGES } from './field-messages';

const StyledChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledChoice = styled.label`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 64px;
  padding: ${({ theme }) => theme.space.xs};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  img,
  span[aria-hidden] {
    width: 44px;
    height: 44px;
    border-radius: 50%;
  }
  span[aria-hidden] {
    display: flex;
    align-items: center;
    justify-content: center;
    border: 1px dashed ${({ theme }) => theme.colors.border};
  }
  /* A dash for "No avatar", drawn: it is decoration, not text. */
  span[data-no-avatar]::before {
    content: '–';
  }
`;

/**
 * Radio buttons of the built-in avatars (served by us) plus "No avatar": arrow keys move between
 * them; the value is the avatar's URL or '' for none.
 */
export function AvatarPickerField({ name, legend }: { name: string; legend: string }) {
  const intl = useIntl();
  const id = useId();
  const { input } = useField<string>(name, { format: (value) => value ?? '' });
  const choices = [{ value: '', label: intl.formatMessage({ id: 'children.avatar.none' }), image: null as string | null }].concat(
    AVATAR_IDS.map((avatar) => ({
      value: avatarUrl(avatar),
      label: intl.formatMessage({ id: AVATAR_MESSAGES[avatar] }),
      image: avatarUrl(avatar),
    })),
  );
  return (
    <StyledFieldset>
      <StyledLegend>{legend}</StyledLegend>
      <StyledChoices>
        {choices.map((choice) => (
          <StyledChoice key={choice.value || 'none'}>
            <input
              type="radio"
              name={`${id}-avatar`}
              value={choice.value}
              checked={(input.value ?? '') === choice.value}
              onChange={() => input.onChange(choice.value)}
              onBlur={input.onBlur}
            />
            {choice.image ? <img src={choice.image} alt="" /> : <span aria-hidden="true" data-no-avatar />}
            {choice.label}
          </StyledChoice>
        ))}
      </StyledChoices>
    </StyledFieldset>
  );
}
