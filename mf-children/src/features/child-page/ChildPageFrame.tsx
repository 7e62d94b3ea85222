import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Card, ChildNotFound, MutedText, PageContainer, RemoteComponent, Spinner, useGetChildQuery } from '@flourishly/platform';
import { ChildLoadError, isChildMissing } from '../../shared/ChildLoadProblem';
import { ChildHeader } from './ChildHeader';
import { ChildTabBar } from './ChildTabBar';
import { CHILD_TABS, locateChildPath } from './child-tabs';

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
 * The child page (docs/product.md) for /child/{id}/* and /child-profiles/{id}/*: a spinner while
 * the child loads, 'Child Not Found' when it is missing or not the parent's, 'Failed to fetch
 * child profile' with the reason and a retry for any other failure, else the header, the tab
 * bar and the active tab's content from the remote that owns it.
 */
export function ChildPageFrame({ childId }: ChildPageFrameProps) {
  const { pathname } = useLocation();
  const { data: child, isLoading, isFetching, error, refetch } = useGetChildQuery(childId);
  const { prefix, subPath } = locateChildPath(pathname, childId);

  // `error` stays set while a retry runs, so the error page (and the focus on its button) stays.
  if (error) {
    if (isChildMissing(error)) return <ChildNotFound />;
    return <ChildLoadError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (isLoading) return <Spinner label="Loading child profile" fullPage />;
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
        <Card aria-label="Section not found">
          <h2>404 Page Not Found</h2>
          <MutedText>This section of the child page does not exist.</MutedText>
        </Card>
      )}
    </PageContainer>
  );
}
