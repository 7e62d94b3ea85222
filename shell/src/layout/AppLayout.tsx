import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { ListRow, mediaUp, paths } from '@flourishly/platform';
import { MobileMenu } from './MobileMenu';
import { NotificationsBell } from './NotificationsBell';
import { PageFrame } from './PageFrame';
import { TopNavigationItems } from './TopNavigationItems';
import { UserMenu } from './UserMenu';

const StyledHeaderInner = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const StyledBrand = styled(Link)`
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
  ${mediaUp('md')} {
    margin-right: ${({ theme }) => theme.space.lg};
  }
`;

const StyledNav = styled.nav`
  display: none;
  margin-right: auto;
  ${mediaUp('md')} {
    display: block;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Signed-in frame (docs/product.md): header with navigation, bell, user and mobile menus; footer. */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <PageFrame
      header={
        <StyledHeaderInner>
          <StyledBrand to={paths.home}>Flourishly</StyledBrand>
          <StyledNav aria-label="Main">
            <ListRow>
              <TopNavigationItems />
            </ListRow>
          </StyledNav>
          <NotificationsBell />
          <UserMenu />
          <MobileMenu />
        </StyledHeaderInner>
      }
    >
      {children ?? <Outlet />}
    </PageFrame>
  );
}
