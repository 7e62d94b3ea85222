import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_NAME } from '@flourishly/contracts/constants';
import { useIntl } from 'react-intl';
import { LanguageSwitch, ListRow, mediaUp, paths } from '@flourishly/platform';
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

/** The language switch in the header from md up; below, the mobile menu holds it. */
const StyledHeaderLanguage = styled.div`
  display: none;
  ${mediaUp('md')} {
    display: block;
  }
`;

/** The header of the signed-in frame, inside the shell's messages (PageFrame). */
function AppHeader() {
  const intl = useIntl();
  return (
    <StyledHeaderInner>
      <StyledBrand to={paths.home}>{BRAND_NAME}</StyledBrand>
      <StyledNav aria-label={intl.formatMessage({ id: 'shell.nav.main' })}>
        <ListRow>
          <TopNavigationItems />
        </ListRow>
      </StyledNav>
      <StyledHeaderLanguage>
        <LanguageSwitch />
      </StyledHeaderLanguage>
      <NotificationsBell />
      <UserMenu />
      <MobileMenu />
    </StyledHeaderInner>
  );
}

/** Signed-in frame (docs/product.md): header with navigation, language, bell, user and mobile menus; footer. */
export function AppLayout({ children }: { children?: ReactNode }) {
  return <PageFrame header={<AppHeader />}>{children ?? <Outlet />}</PageFrame>;
}
