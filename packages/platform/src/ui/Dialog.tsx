import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { usePlatformIntl } from '../i18n/contract-texts';

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
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Accessible name of the close button ('Close' in the parent's language when omitted). */
  closeLabel?: string;
  /** Where focus goes on close when the opener is gone (e.g. its row moved after the save). */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

/** The close buttons' sign, the same in every language (the button's name says what it does). */
const CLOSE_SIGN = '×';

/**
 * A modal dialog (Radix): focus moves in and is trapped; Escape and the close button close it.
 * On close, focus goes back to the element that had it when the dialog opened (the button that
 * opened it), since our dialogs are controlled and have no Radix Trigger to return to; when that
 * element is gone, to `fallbackFocusRef`'s element.
 * `title` names it; `description`, when given, describes it.
 */
export function Dialog({ open, onOpenChange, title, description, children, closeLabel, fallbackFocusRef }: DialogProps) {
  const intl = usePlatformIntl();
  const returnFocusRef = useRef<HTMLElement | null>(null);
  // Runs before the content mounts (Radix's Portal mounts it one commit later), so the active
  // element is still the opener, even when the content autofocuses one of its own controls.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);

  const restoreFocus = (event: Event) => {
    const opener = returnFocusRef.current;
    returnFocusRef.current = null;
    const target = opener?.isConnected ? opener : fallbackFocusRef?.current;
    // An opener that is gone (e.g. the page changed), without a fallback, leaves Radix's default in place.
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <StyledOverlay />
        {/* Without a description, aria-describedby is left out instead of pointing at nothing. */}
        <StyledContent onCloseAutoFocus={restoreFocus} {...(description ? {} : { 'aria-describedby': undefined })}>
          <StyledTitle>{title}</StyledTitle>
          {description ? <StyledDescription>{description}</StyledDescription> : null}
          {children}
          <StyledClose aria-label={closeLabel ?? intl.formatMessage({ id: 'platform.dialog.close' })}>{CLOSE_SIGN}</StyledClose>
        </StyledContent>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
