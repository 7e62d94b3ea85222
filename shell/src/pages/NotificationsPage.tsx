import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AppNotification } from '@flourishly/contracts';
import {
  Button,
  Card,
  Messages,
  ListGrid,
  MutedText,
  PAGE_CONTENT,
  PageContainer,
  PageTitle,
  Spinner,
  useErrorText,
  SpreadRow,
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  VisuallyHidden,
} from '@flourishly/platform';
import { pagesMessages } from './messages';

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
  achievement: 'shell.notifications.kind.achievement',
  'weekly-plan': 'shell.notifications.kind.weeklyPlan',
  reminder: 'shell.notifications.kind.reminder',
};

/** The notifications page's content, in the pages' messages. */
function NotificationsList() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, isLoading, error } = useGetNotificationsQuery();
  const [markRead, { isLoading: marking }] = useMarkNotificationsReadMutation();
  const notifications = data?.notifications ?? [];
  return (
    <PageContainer>
      <SpreadRow $gap="md" $wrap>
        <PageTitle elementtiming={PAGE_CONTENT}>
          <FormattedMessage id="shell.notifications.title" />
        </PageTitle>
        {data && data.unreadCount > 0 ? (
          <Button $variant="secondary" $size="sm" disabled={marking} onClick={() => void markRead({})}>
            <FormattedMessage id="shell.notifications.markAllRead" />
          </Button>
        ) : null}
      </SpreadRow>
      <Card>
        {isLoading ? (
          <Spinner label={intl.formatMessage({ id: 'shell.notifications.loading' })} />
        ) : error ? (
          <MutedText role="alert">
            <FormattedMessage
              id="shell.notifications.loadFailed"
              values={{ reason: errorText(error, intl.formatMessage({ id: 'shell.notifications.tryLater' })) }}
            />
          </MutedText>
        ) : notifications.length === 0 ? (
          <MutedText>
            <FormattedMessage id="shell.notifications.none" />
          </MutedText>
        ) : (
          <ListGrid aria-label={intl.formatMessage({ id: 'shell.notifications.list' })}>
            {notifications.map((notification) => (
              <StyledItem key={notification.id} $unread={!notification.read} data-testid="notification">
                <h2>
                  {notification.read ? null : (
                    <VisuallyHidden>
                      <FormattedMessage id="shell.notifications.unread" />
                    </VisuallyHidden>
                  )}
                  {notification.title}
                </h2>
                <p>{notification.body}</p>
                <StyledTime>
                  <FormattedMessage
                    id="shell.notifications.meta"
                    values={{
                      kind: intl.formatMessage({ id: KIND_LABELS[notification.kind] }),
                      time: (
                        <time dateTime={notification.createdAt}>
                          {intl.formatDate(notification.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                        </time>
                      ),
                    }}
                  />
                </StyledTime>
                {notification.link ? (
                  <p>
                    <Link
                      to={notification.link}
                      onClick={() => (notification.read ? undefined : void markRead({ ids: [notification.id] }))}
                    >
                      <FormattedMessage id="shell.notifications.open" />
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

/**
 * The signed-in parent's notifications (the bell and the mobile menu's entry): achievements
 * earned and new weekly plans, newest first, unread ones highlighted; 'Mark all as read' clears
 * the bell's dot, and opening a notification marks it read.
 */
export function NotificationsPage() {
  return (
    <Messages catalog={pagesMessages}>
      <NotificationsList />
    </Messages>
  );
}
