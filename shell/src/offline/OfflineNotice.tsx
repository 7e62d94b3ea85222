import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDispatch } from 'react-redux';
import type { AppStore } from '@flourishly/platform';
import styled from 'styled-components';
import { Button, clearOfflineCopies, Messages, refetchShownQueries, useOfflineStatus } from '@flourishly/platform';
import { offlineMessages } from './messages';

const StyledNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9375rem;
`;

/**
 * Under the header (docs/architecture.md, "Offline and installed"): offline, that the page shows
 * copies and when they were saved; the writes waiting for the network; a new version, with a
 * button to reload into it (never forced mid-task). When the network returns after copies were
 * shown, when queued writes have been sent, and when the server's answers changed from the copies
 * shown at once (the service worker says so), every answer on screen is asked again, so the copies give way
 * to today's data (the app otherwise never refetches on reconnect: docs/product.md, query
 * defaults).
 */
export function OfflineNotice() {
  const { online, savedAt, queued, refreshes, reloadToUpdate } = useOfflineStatus();
  const dispatch = useDispatch<AppStore['dispatch']>();
  // Back online after copies were shown, or the answers on screen went out of date: ask everything again.
  useEffect(() => {
    if (!online || (savedAt === null && refreshes === 0)) return;
    clearOfflineCopies();
    dispatch(refetchShownQueries());
  }, [online, savedAt, refreshes, dispatch]);
  if (online && queued === 0 && reloadToUpdate === null) return null;
  return (
    <Messages catalog={offlineMessages}>
      <StyledNotice role="status" data-testid="offline-notice">
        {!online ? (
          <span>
            <FormattedMessage id="offline.offline" />
            {savedAt ? (
              <>
                {' '}
                <FormattedMessage id="offline.savedAt" values={{ savedAt: new Date(savedAt) }} />
              </>
            ) : null}
          </span>
        ) : null}
        {queued > 0 ? (
          <span>
            <FormattedMessage id="offline.queued" values={{ queued }} />
          </span>
        ) : null}
        {reloadToUpdate ? (
          <>
            <span>
              <FormattedMessage id="offline.updateReady" />
            </span>
            <Button type="button" $size="sm" onClick={reloadToUpdate}>
              <FormattedMessage id="offline.reload" />
            </Button>
          </>
        ) : null}
      </StyledNotice>
    </Messages>
  );
}
