import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse';

/**
 * The landing page's call-to-action look, after the platform's Button (same tokens, 44px
 * targets). Kept here because the platform's Button module also carries the router's Link.
 */
const actionStyles = css<{ $variant?: Variant; $size?: 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ $size = 'md' }) => ($size === 'lg' ? '52px' : '44px')};
  padding: 0 ${({ $size = 'md' }) => ($size === 'lg' ? '1.5rem' : '1.1rem')};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  ${({ theme, $variant = 'primary' }) =>
    ({
      primary: css`
        background: ${theme.colors.primary};
        color: ${theme.colors.onPrimary};
        &:hover {
          background: ${theme.colors.primaryHover};
        }
      `,
      secondary: css`
        background: ${theme.colors.surface};
        color: ${theme.colors.primary};
        border-color: ${theme.colors.primary};
        &:hover {
          background: ${theme.colors.primarySoft};
        }
      `,
      ghost: css`
        background: transparent;
        color: ${theme.colors.text};
        &:hover {
          background: ${theme.colors.primarySoft};
        }
      `,
      inverse: css`
        background: ${theme.colors.surface};
        color: ${theme.colors.primary};
        &:hover {
          background: ${theme.colors.primarySoft};
        }
      `,
    })[$variant]}
`;

export const StyledActionLink = styled.a<{ $variant?: Variant; $size?: 'md' | 'lg' }>`
  ${actionStyles}
`;

export const StyledActionButton = styled.button.attrs({ type: 'button' })<{ $variant?: Variant; $size?: 'md' | 'lg' }>`
  ${actionStyles}
`;

export const StyledSubmitButton = styled.button.attrs({ type: 'submit' })<{ $variant?: Variant; $size?: 'md' | 'lg' }>`
  ${actionStyles}
`;
