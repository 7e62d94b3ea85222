import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getHref, ListRow, type ChildPathPrefix } from '@flourishly/platform';
import { CHILD_TABS } from './child-tabs';

/**
 * The tabs wrap onto a second line on a narrow screen: a strip that scrolled sideways cut
 * "Activities" off with no sign that more tabs follow.
 */
const StyledNav = styled.nav`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.lg};
  > ul {
    flex-wrap: wrap;
  }
`;

const StyledTabLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-weight: 600;
  border-bottom: 3px solid transparent;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface ChildTabBarProps {
  childId: number;
  prefix: ChildPathPrefix;
  activePath: string;
}

/**
 * The child page's tab bar (docs/product.md): links under the URL's own prefix (/child or
 * /child-profiles); the active tab carries aria-current="page"; the Dashboard tab ('') is
 * active on the base path.
 */
export function ChildTabBar({ childId, prefix, activePath }: ChildTabBarProps) {
  const intl = useIntl();
  return (
    <StyledNav aria-label={intl.formatMessage({ id: 'children.childPage.sections' })}>
      <ListRow>
        {CHILD_TABS.map((tab) => (
          <li key={tab.path}>
            <StyledTabLink to={getHref.childTab(childId, tab.path, prefix)} aria-current={tab.path === activePath ? 'page' : undefined}>
              {intl.formatMessage({ id: tab.message })}
            </StyledTabLink>
          </li>
        ))}
      </ListRow>
    </StyledNav>
  );
}
