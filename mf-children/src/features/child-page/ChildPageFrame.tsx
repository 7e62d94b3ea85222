import { useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  ChildNotFound,
  Messages,
  MutedText,
  PageContainer,
  RemoteComponent,
  Spinner,
  useGetChildQuery,
  useChildList,
} from '@flourishly/platform';
import { ChildLoadError, isChildMissing } from '../../shared/ChildLoadProblem';
import { ChildHeader } from './ChildHeader';
import { ChildTabBar } from './ChildTabBar';
import { CHILD_TABS, locateChildPath } from './child-tabs';
import { childPageMessages } from './messages';

/**
 * The active tab's area holds at least a screen while its remote and data load, so the footer
 * does not jump as the blocks arrive (layout shift; docs/architecture.md, "Page budgets").
 */
const StyledTabArea = styled.div`
  min-height: 100vh;
`;

export interface ChildPageFrameProps {
  childId: number;
}

/**
 * The child page (docs/product.md) for /child/{id}/* and /child-profiles/{childId}/*: a spinner while
 * the child loads, 'Child Not Found' when it is missing or not the parent's, 'Failed to fetch
 * child profile' with the reason and a retry for any other failure, else the header, the tab
 * bar and the active tab's content from the remote that owns it. The header waits for the
 * parent's children list too (asked at the same time): the user's role decides its buttons
 * (Share, Edit Profile, Add Activity), and buttons that appear after the header would shift the
 * page (docs/architecture.md, "Page budgets"). In the parent's language, with this feature's catalog.
 */
export function ChildPageFrame({ childId }: ChildPageFrameProps) {
  return (
    <Messages catalog={childPageMessages}>
      <ChildPageContent childId={childId} />
    </Messages>
  );
}

function ChildPageContent({ childId }: ChildPageFrameProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  // Deferred: the header and tabs render in a transition, in slices, not in one long task when
  // the child or the list arrives.
  const { data: child, isLoading, isFetching, error, refetch } = useDeferredValue(useGetChildQuery(childId));
  // Loaded or failed: a failed list leaves the role unknown and the header without Share. Once
  // shown, the header stays: the header's own subscription refetches a failed list, which must
  // not take the page back to the spinner.
  const roleLoading = useDeferredValue(useChildList().isLoading);
  const [headerShown, setHeaderShown] = useState(false);
  if (!headerShown && !roleLoading && child) setHeaderShown(true);
  const { prefix, subPath } = locateChildPath(pathname, childId);

  // `error` stays set while a retry runs, so the error page (and the focus on its button) stays.
  if (error) {
    if (isChildMissing(error)) return <ChildNotFound />;
    return <ChildLoadError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (isLoading || (roleLoading && !headerShown))
    return <Spinner label={intl.formatMessage({ id: 'children.childPage.loading' })} fullPage />;
  if (!child) return <ChildNotFound />;
  const tab = CHILD_TABS.find((candidate) => candidate.path === subPath);
  return (
    <PageContainer>
      <ChildHeader child={child} />
      <ChildTabBar childId={childId} prefix={prefix} activePath={tab?.path ?? subPath} />
      {tab ? (
        <StyledTabArea>
          <RemoteComponent key={tab.remoteId} remoteId={tab.remoteId} props={{ childId }} />
        </StyledTabArea>
      ) : (
        <Card aria-label={intl.formatMessage({ id: 'children.childPage.sectionNotFound' })}>
          <h2>
            <FormattedMessage id="children.childPage.sectionNotFoundTitle" />
          </h2>
          <MutedText>
            <FormattedMessage id="children.childPage.sectionNotFoundText" />
          </MutedText>
        </Card>
      )}
    </PageContainer>
  );
}
