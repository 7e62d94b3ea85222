import styled from 'styled-components';

/** Fields side by side where the screen allows, stacked on a phone. */
export const StyledFormRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

export const StyledModes = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    min-height: 44px;
  }
`;

export const StyledResults = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

export const StyledOption = styled.label<{ $color: string; $checked: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ $checked, theme }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-left: 6px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  strong {
    display: block;
  }
  & > div > span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 4px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
