import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, useGetNotificationsQuery, usePageContentShown, useSession } from '@flourishly/platform';

const StyledBell = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const StyledDot = styled.span`
  position: absolute;
  top: 9px;
  right: 10px;
  width: 9px;
  height: 9px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  border: 2px solid ${({ theme }) => theme.colors.surface};
`;

/**
 * The bell (docs/product.md); opens the notifications list. The unread dot shows only when the
 * signed-in parent has unread notifications (GET /api/notifications), asked once the page's own
 * content is on screen (`usePageContentShown`): the dot is not what the parent opened the page for.
 */
export function NotificationsBell() {
  const intl = useIntl();
  const { user } = useSession();
  const contentShown = usePageContentShown();
  const { data } = useGetNotificationsQuery(undefined, { skip: !user || !contentShown });
  const hasUnread = (data?.unreadCount ?? 0) > 0;
  return (
    <StyledBell
      to={paths.notifications}
      aria-label={intl.formatMessage({ id: hasUnread ? 'shell.notificationsUnread' : 'shell.notifications' })}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      {hasUnread ? <StyledDot data-testid="unread-dot" /> : null}
    </StyledBell>
  );
}
