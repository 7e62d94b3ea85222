import styled, { keyframes } from 'styled-components';
import { usePlatformIntl } from '../i18n/contract-texts';

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSpinnerWrapper = styled.div<{ $fullPage?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
  min-height: ${({ $fullPage }) => ($fullPage ? '60vh' : 'auto')};
`;

const StyledSpinner = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

const StyledVisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export interface SpinnerProps {
  label?: string;
  fullPage?: boolean;
}

/** A loading spinner announced to screen readers as `label` (default "Loading", in the parent's language). */
export function Spinner({ label, fullPage = false }: SpinnerProps) {
  const intl = usePlatformIntl();
  return (
    <StyledSpinnerWrapper role="status" $fullPage={fullPage} data-testid="spinner">
      <StyledSpinner aria-hidden="true" />
      <StyledVisuallyHidden>{label ?? intl.formatMessage({ id: 'platform.loading' })}</StyledVisuallyHidden>
    </StyledSpinnerWrapper>
  );
}
