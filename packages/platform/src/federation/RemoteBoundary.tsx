import { Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { usePlatformIntl } from '../i18n/contract-texts';
import { REMOTE_UNAVAILABLE_MESSAGE, unavailablePanelStyles } from './unavailable-panel';

export { REMOTE_UNAVAILABLE_MESSAGE };

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  ${unavailablePanelStyles}
  p {
    margin: 0;
  }
`;

export interface RemoteUnavailableProps {
  onRetry: () => void;
}

/** The fallback panel of a part that failed to load, with a Retry button. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const intl = usePlatformIntl();
  return (
    <StyledPanel role="alert" data-testid="remote-unavailable">
      <p>
        <strong>{intl.formatMessage({ id: 'platform.remote.unavailable' })}</strong>
      </p>
      <p>{intl.formatMessage({ id: 'platform.remote.stillWorks' })}</p>
      <Button $variant="secondary" $size="sm" onClick={onRetry}>
        {intl.formatMessage({ id: 'platform.remote.retry' })}
      </Button>
    </StyledPanel>
  );
}

export interface RemoteBoundaryProps {
  children: ReactNode;
  /** Called before the boundary renders its children again after Retry. */
  onRetry?: () => void;
}

const logFailure = (error: unknown, info: ErrorInfo) => console.error('A federated part failed', error, info.componentStack);

/**
 * Error boundary (react-error-boundary) + Suspense around one federated mount: while a lazy
 * part inside it loads it shows a spinner; if the remote fails to load or throws while
 * rendering, only this area shows {@link RemoteUnavailable}, and Retry calls `onRetry` and
 * renders it again.
 */
export function RemoteBoundary({ children, onRetry }: RemoteBoundaryProps) {
  return (
    <ErrorBoundary
      onError={logFailure}
      onReset={() => onRetry?.()}
      fallbackRender={({ resetErrorBoundary }) => <RemoteUnavailable onRetry={() => resetErrorBoundary()} />}
    >
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
