import { Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { CatalogMessages } from '@flourishly/platform/device-locale';
import { unavailablePanelStyles } from '@flourishly/platform/unavailable-panel';
import { hasFirstScreen, ReplacesFirstScreen } from './first-screen';
import { landingStartMessages } from './messages';

const StyledPanel = styled.div`
  ${unavailablePanelStyles}
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

/**
 * The page's reserved space while the landing remote loads (no layout jump when it arrives).
 * Not under a prerendered first screen: it would jump up when the first screen gives way.
 */
const StyledLoading = styled.div`
  min-height: 100vh;
`;

export interface LandingBoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

const logFailure = (error: unknown, info: ErrorInfo) => console.error('The landing page failed to load', error, info.componentStack);

/**
 * The landing start path's Suspense + error boundary (react-error-boundary) around the landing
 * remote (a light counterpart of the platform's RemoteBoundary, which carries the router): a
 * failed load shows the same "unavailable" message with Retry, which calls `onRetry` and renders
 * the remote again. Either takes the place of the prerendered first screen, if the page has one.
 * Its messages load with the landing remote, so the panel speaks the visitor's language.
 */
export function LandingBoundary({ children, onRetry }: LandingBoundaryProps) {
  const loading = hasFirstScreen() ? null : <StyledLoading aria-busy="true" />;
  return (
    <Suspense fallback={loading}>
      <CatalogMessages catalog={landingStartMessages}>
        <ErrorBoundary
          onError={logFailure}
          onReset={onRetry}
          fallbackRender={({ resetErrorBoundary }) => (
            <StyledPanel role="alert" data-testid="remote-unavailable">
              <ReplacesFirstScreen />
              <p>
                <strong>
                  <FormattedMessage id="shell.landing.unavailable" />
                </strong>
              </p>
              <p>
                <FormattedMessage id="shell.landing.tryAgain" />
              </p>
              <button type="button" onClick={() => resetErrorBoundary()}>
                <FormattedMessage id="shell.landing.retry" />
              </button>
            </StyledPanel>
          )}
        >
          <Suspense fallback={loading}>
            {children}
            <ReplacesFirstScreen passOnPress />
          </Suspense>
        </ErrorBoundary>
      </CatalogMessages>
    </Suspense>
  );
}
