import styled from 'styled-components';

// The field look without react-final-form, for plain inputs outside a form (fields.tsx builds on it).
export const StyledFieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** A group of choices (radios or checkboxes) without a frame; its legend reads like a field label. */
export const StyledFieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

export const StyledLegend = styled.legend`
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

export const StyledLabel = styled.label`
  font-weight: 600;
`;

export const StyledHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// max-width: a select is as wide as its longest option otherwise, and pushed a narrow page wider.
const inputStyles = `
  max-width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  font: inherit;
  border-radius: 10px;
  background: #fff;
  color: inherit;
`;

export const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : '#8a969c')};
`;

export const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${inputStyles}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : '#8a969c')};
`;

export const StyledTextArea = styled.textarea<{ $invalid?: boolean }>`
  ${inputStyles}
  min-height: 6rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : '#8a969c')};
`;
