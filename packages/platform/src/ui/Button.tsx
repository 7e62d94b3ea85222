import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ $size = 'md' }) => ({ sm: '36px', md: '44px', lg: '52px' })[$size]};
  padding: 0 ${({ $size = 'md' }) => ({ sm: '0.75rem', md: '1.1rem', lg: '1.5rem' })[$size]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  font-size: ${({ theme, $size = 'md' }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;
  ${({ theme, $variant = 'primary' }) =>
    ({
      primary: css`
        background: ${theme.colors.primary};
        color: ${theme.colors.onPrimary};
        &:hover:not(:disabled) {
          background: ${theme.colors.primaryHover};
        }
      `,
      secondary: css`
        background: ${theme.colors.surface};
        color: ${theme.colors.primary};
        border-color: ${theme.colors.primary};
        &:hover:not(:disabled) {
          background: ${theme.colors.primarySoft};
        }
      `,
      ghost: css`
        background: transparent;
        color: ${theme.colors.text};
        &:hover:not(:disabled) {
          background: ${theme.colors.primarySoft};
        }
      `,
      danger: css`
        background: ${theme.colors.danger};
        color: #fff;
        &:hover:not(:disabled) {
          filter: brightness(0.92);
        }
      `,
    })[$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The app's button; `$variant` primary | secondary | ghost | danger, `$size` sm | md | lg. */
export const Button = styled.button.attrs<ButtonStyleProps>(({ type }) => ({ type: type ?? 'button' }))`
  ${buttonStyles}
`;

/** A router link that looks like a {@link Button}. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A plain anchor (external or full-page navigation) that looks like a {@link Button}. */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
