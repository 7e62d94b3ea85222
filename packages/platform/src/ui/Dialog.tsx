import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(16, 24, 40, 0.5);
  z-index: 40;
`;

const StyledContent = styled(RadixDialog.Content)`
  position: fixed;
  z-index: 50;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(92vw, 560px);
  max-height: 90vh;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledTitle = styled(RadixDialog.Title)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

const StyledDescription = styled(RadixDialog.Description)`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const StyledClose = styled(RadixDialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 1.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
`;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape and the close button close it,
 * focus returns to the trigger. `title` names it; `description` describes it.
 */
export function Dialog({ open, onOpenChange, title, description, children, closeLabel = 'Close' }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <StyledOverlay />
        <StyledContent aria-describedby={description ? undefined : undefined}>
          <StyledTitle>{title}</StyledTitle>
          {description ? <StyledDescription>{description}</StyledDescription> : <RadixDialog.Description />}
          {children}
          <StyledClose aria-label={closeLabel}>×</StyledClose>
        </StyledContent>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
