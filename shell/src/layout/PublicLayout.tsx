import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@flourishly/platform';
import { Footer } from './Footer';

const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 200;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus { left: ${({ theme }) => theme.space.sm}; }
`;

const StyledHeader = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledHeaderInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: 60px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

const StyledBrand = styled(Link)`
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
`;

const StyledMain = styled.main`
  flex: 1;
  outline: none;
`;

/**
 * Frame of the public pages (the legal notices) for a signed-out visitor: the brand back to
 * the home page, a Log In link, the page, and the app footer.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <StyledShell id="top">
      <StyledSkipLink href="#main-content">Skip to main content</StyledSkipLink>
      <StyledHeader>
        <StyledHeaderInner>
          <StyledBrand to={paths.home}>Flourishly</StyledBrand>
          <Link to={paths.auth}>Log In</Link>
        </StyledHeaderInner>
      </StyledHeader>
      <StyledMain id="main-content" tabIndex={-1}>
        {children}
      </StyledMain>
      <Footer />
    </StyledShell>
  );
}
