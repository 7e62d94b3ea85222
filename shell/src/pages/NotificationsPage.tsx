import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AppNotification } from '@flourishly/contracts';
import {
  Button,
  Card,
  errorMessage,
  ListGrid,
  MutedText,
  PAGE_CONTENT,
  PageContainer,
  PageTitle,
  Spinner,
  SpreadRow,
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  VisuallyHidden,
} from '@flourishly/platform';

const StyledItem = styled.li<{ $unread: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ $unread, theme }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $unread, theme }) => ($unread ? theme.colors.primarySoft : theme.colors.surface)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const StyledTime = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const KIND_LABELS: Record<AppNotification['kind'], string> = {
  achievement: 'Achievement',
  'weekly-plan': 'Weekly plan',
  reminder: 'Reminder',
};

/**
 * The signed-in parent's notifications (the bell and the mobile menu's entry): achievements
 * earned and new weekly plans, newest first, unread ones highlighted; 'Mark all as read' clears
 * the bell's dot, and opening a notification marks it read.
 */
export function NotificationsPage() {
  const { data, isLoading, error } = useGetNotificationsQuery();
  const [markRead, { isLoading: marking }] = useMarkNotificationsReadMutation();
  const notifications = data?.notifications ?? [];
  return (
    <PageContainer>
      <SpreadRow $gap="md" $wrap>
        <PageTitle elementtiming={PAGE_CONTENT}>Notifications</PageTitle>
        {data && data.unreadCount > 0 ? (
          <Button $variant="secondary" $size="sm" disabled={marking} onClick={() => void markRead({})}>
            Mark all as read
          </Button>
        ) : null}
      </SpreadRow>
      <Card>
        {isLoading ? (
          <Spinner label="Loading notifications" />
        ) : error ? (
          <MutedText role="alert">Could not load notifications. {errorMessage(error, 'Please try again later.')}</MutedText>
        ) : notifications.length === 0 ? (
          <MutedText>You're all caught up. New achievements and weekly plans will appear here.</MutedText>
        ) : (
          <ListGrid aria-label="Notifications">
            {notifications.map((notification) => (
              <StyledItem key={notification.id} $unread={!notification.read} data-testid="notification">
                <h2>
                  {notification.read ? null : <VisuallyHidden>Unread: </VisuallyHidden>}
                  {notification.title}
                </h2>
                <p>{notification.body}</p>
                <StyledTime>
                  {KIND_LABELS[notification.kind]} ·{' '}
                  <time dateTime={notification.createdAt}>
                    {new Date(notification.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </StyledTime>
                {notification.link ? (
                  <p>
                    <Link
                      to={notification.link}
                      onClick={() => (notification.read ? undefined : void markRead({ ids: [notification.id] }))}
                    >
                      Open
                      <VisuallyHidden> {notification.title}</VisuallyHidden>
                    </Link>
                  </p>
                ) : null}
              </StyledItem>
            ))}
          </ListGrid>
        )}
      </Card>
    </PageContainer>
  );
}
