import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_NAME } from '@flourishly/contracts/constants';
import { LanguageSwitch, paths, SpreadRow } from '@flourishly/platform';
import { PageFrame } from './PageFrame';

const StyledHeaderInner = styled(SpreadRow).attrs({ $gap: 'md' })`
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

const StyledEnd = styled(SpreadRow).attrs({ $gap: 'md' })``;

/**
 * Frame of the public pages (the legal notices) for a signed-out visitor: the brand back to
 * the home page, the language switch, a Log In link, the page, and the app footer.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      header={
        <StyledHeaderInner>
          <StyledBrand to={paths.home}>{BRAND_NAME}</StyledBrand>
          <StyledEnd>
            <LanguageSwitch />
            <Link to={paths.auth}>
              <FormattedMessage id="shell.logIn" />
            </Link>
          </StyledEnd>
        </StyledHeaderInner>
      }
    >
      {children}
    </PageFrame>
  );
}
