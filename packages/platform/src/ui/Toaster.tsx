import * as RadixToast from '@radix-ui/react-toast';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, TOAST_VIEWPORT_MAX_WIDTH_PX } from '@flourishly/contracts';
import { toastDismissed, toastRemoved, type ToastsState } from '../toast/toast-slice';
import { mediaUp } from '../theme/theme';
import { usePlatformIntl } from '../i18n/contract-texts';

/** The close button's sign, the same in every language (its name says what it does). */
const CLOSE_SIGN = '×';

/**
 * At the bottom at every width: at the top, on a phone, a toast covered the page heading that the
 * action had just opened.
 */
const StyledViewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: 100;
  bottom: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-height: 100vh;
  padding: ${({ theme }) => theme.space.md};
  margin: 0;
  list-style: none;
  outline: none;
  ${mediaUp('md')} {
    max-width: ${TOAST_VIEWPORT_MAX_WIDTH_PX}px;
  }
`;

const StyledToast = styled(RadixToast.Root)<{ $destructive: boolean }>`
  position: relative;
  padding: ${({ theme }) => theme.space.md} 3rem ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $destructive }) => ($destructive ? '#fff' : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const StyledTitle = styled(RadixToast.Title)`
  font-weight: 700;
`;

const StyledDescription = styled(RadixToast.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const StyledClose = styled(RadixToast.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  width: 36px;
  height: 36px;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.pill};
`;

/**
 * Renders the toasts in state (Radix Toast): one at a time, TOAST_DURATION_MS each, swipe or
 * close to dismiss; announced politely (assertively for destructive ones).
 */
export function Toaster() {
  const intl = usePlatformIntl();
  const dispatch = useDispatch();
  const items = useSelector((state: { toasts: ToastsState }) => state.toasts.items);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} label={intl.formatMessage({ id: 'platform.toast.region' })}>
      {items.map((item) => (
        <StyledToast
          key={item.id}
          open={item.open}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          $destructive={item.variant === 'destructive'}
          data-testid="toast"
          onOpenChange={(open) => {
            if (!open) {
              dispatch(toastDismissed(item.id));
              setTimeout(() => dispatch(toastRemoved(item.id)), TOAST_REMOVE_DELAY_MS);
            }
          }}
        >
          <StyledTitle>{item.title}</StyledTitle>
          {item.description ? <StyledDescription>{item.description}</StyledDescription> : null}
          <StyledClose aria-label={intl.formatMessage({ id: 'platform.toast.dismiss' })}>{CLOSE_SIGN}</StyledClose>
        </StyledToast>
      ))}
      <StyledViewport />
    </RadixToast.Provider>
  );
}
