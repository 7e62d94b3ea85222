import { useLocation } from 'react-router-dom';
import { CHILD_TOAST_MESSAGES } from '@flourishly/contracts';
import {
  Button,
  Card,
  isApiError,
  MutedText,
  PageContainer,
  PageTitle,
  RemoteComponent,
  Spinner,
  useGetChildQuery,
} from '@flourishly/platform';
import { ChildHeader } from './ChildHeader';
import { ChildTabBar } from './ChildTabBar';
import { CHILD_TABS, locateChildPath } from './child-tabs';

export interface ChildPageFrameProps {
  childId: number;
}

/**
 * The child page (spec section 2) for /child/{id}/* and /child-profiles/{id}/*: a spinner while
 * the child loads, 'Child Not Found' when it is missing or not the parent's, else the header,
 * the tab bar and the active tab's content from the remote that owns it.
 */
export function ChildPageFrame({ childId }: ChildPageFrameProps) {
  const { pathname } = useLocation();
  const { data: child, isLoading, isError, error, refetch } = useGetChildQuery(childId);
  const { prefix, subPath } = locateChildPath(pathname, childId);

  if (isLoading) return <Spinner label="Loading child profile" fullPage />;
  const missing = isApiError(error) && (error.status === 404 || error.status === 400);
  if (isError && !missing) {
    return (
      <PageContainer>
        <PageTitle>{CHILD_TOAST_MESSAGES.fetchFailed}</PageTitle>
        <MutedText>Please check your connection and try again.</MutedText>
        <Button onClick={() => void refetch()}>Try again</Button>
      </PageContainer>
    );
  }
  if (isError || !child) {
    return (
      <PageContainer>
        <PageTitle>{CHILD_TOAST_MESSAGES.notFoundTitle}</PageTitle>
        <MutedText>{CHILD_TOAST_MESSAGES.notFoundDescription}</MutedText>
      </PageContainer>
    );
  }
  const tab = CHILD_TABS.find((candidate) => candidate.path === subPath);
  return (
    <PageContainer>
      <ChildHeader child={child} />
      <ChildTabBar childId={childId} prefix={prefix} activePath={tab?.path ?? subPath} />
      {tab ? (
        <RemoteComponent key={tab.remoteId} remoteId={tab.remoteId} props={{ childId }} />
      ) : (
        <Card aria-label="Section not found">
          <h2>404 Page Not Found</h2>
          <MutedText>This section of the child page does not exist.</MutedText>
        </Card>
      )}
    </PageContainer>
  );
}
