import { useIntl } from 'react-intl';
import { Button, isApiError, MutedText, Page, translateContractText } from '@flourishly/platform';
import { serverMessage } from './server-message';

/**
 * Whether a failed child load means there is no such child for this parent: 404 (missing or
 * someone else's), or 400 (an id the API cannot accept, e.g. beyond the database's range, names
 * no child). Any other failure is a real error, shown with {@link ChildLoadError}.
 */
export const isChildMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

export interface ChildLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** A retry is under way: the button says so and ignores clicks (it stays focusable). */
  retrying: boolean;
}

/**
 * Any other failure to load a child (server error, no connection): 'Failed to fetch child
 * profile' (docs/product.md), the server's message (or a connection hint), announced, and
 * 'Try again'. The page stays up while a retry runs, so keyboard focus stays on the button.
 */
export function ChildLoadError({ error, onRetry, retrying }: ChildLoadErrorProps) {
  const intl = useIntl();
  return (
    <Page title={intl.formatMessage({ id: 'children.load.failed' })}>
      <MutedText role="alert">
        {translateContractText(intl, serverMessage(error, intl.formatMessage({ id: 'children.load.checkConnection' })))}
      </MutedText>
      <Button onClick={() => (retrying ? undefined : onRetry())} aria-disabled={retrying}>
        {intl.formatMessage({ id: retrying ? 'children.load.retrying' : 'children.load.retry' })}
      </Button>
    </Page>
  );
}
