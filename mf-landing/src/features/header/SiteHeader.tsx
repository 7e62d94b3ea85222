import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ListRow, SpreadRow } from '@flourishly/platform/layout';
import { mediaDown, mediaUp } from '@flourishly/platform/theme';
import { StyledActionLink } from '../../common/actions';
import { authLinks, SECTION_LINKS } from '../../common/links';
import { LanguageChoice } from './LanguageChoice';

/** The product's name, the same in every language. */
const BRAND = 'Flourishly';

/** The menu button's decorative icons (its words are the message beside them). */
const MENU_ICONS = { open: '☰', close: '✕' } as const;

/**
 * Where the bar has room for the section links beside the language and the sign-in links (in
 * Hindi too: its names are longer); narrower screens reach them through the menu.
 */
const WIDE = '@media (min-width: 75rem)';
const NOT_WIDE = '@media (max-width: 74.99rem)';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledBar = styled(SpreadRow).attrs({ $gap: 'md' })`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: 64px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

const StyledBrand = styled.a`
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  white-space: nowrap;
`;

const StyledDesktopNav = styled.nav`
  ${NOT_WIDE} {
    display: none;
  }
  ul {
    flex-wrap: wrap;
  }
  a {
    white-space: nowrap;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const StyledAuth = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  white-space: nowrap;
  ${mediaDown('md')} {
    display: none;
  }
  /* Beside the menu button at the end of the bar while the section links are in the menu. */
  ${NOT_WIDE} {
    margin-left: auto;
  }
`;

const StyledMenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${WIDE} {
    display: none;
  }
`;

const StyledMobilePanel = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.md};
  ${WIDE} {
    display: none;
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding: 0;
    list-style: none;
  }
  li a {
    display: flex;
    align-items: center;
    min-height: 48px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  div {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    /* From md up the bar holds the language and the sign-in links. */
    ${mediaUp('md')} {
      display: none;
    }
  }
`;

/** The links to the page's sections as list items; `onFollow` runs when one is followed. */
function SectionLinkItems({ onFollow }: { onFollow?: () => void }) {
  return (
    <>
      {SECTION_LINKS.map(({ id, messageId }) => (
        <li key={id}>
          <a href={`#${id}`} onClick={onFollow}>
            <FormattedMessage id={messageId} />
          </a>
        </li>
      ))}
    </>
  );
}

/** Log In (in `logInVariant`) and Get Started, both on the app host. */
function AuthLinks({ appHost, logInVariant }: { appHost: string; logInVariant: 'ghost' | 'secondary' }) {
  const { signIn, signUp } = authLinks(appHost);
  return (
    <>
      <StyledActionLink href={signIn} $variant={logInVariant}>
        <FormattedMessage id="landing.header.logIn" />
      </StyledActionLink>
      <StyledActionLink href={signUp}>
        <FormattedMessage id="landing.getStarted" />
      </StyledActionLink>
    </>
  );
}

export interface SiteHeaderProps {
  appHost: string;
}

/**
 * The sticky header: brand, links to the page's sections, the language, Log In and Get Started
 * (app host). On screens narrower than 75rem the section links sit in a menu opened by a button
 * with aria-expanded (below the md breakpoint the language and sign-in links too); Escape or
 * following a link closes it and focus returns to the button.
 */
export function SiteHeader({ appHost }: SiteHeaderProps) {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <StyledHeader>
      <StyledBar>
        <StyledBrand href="#top">{BRAND}</StyledBrand>
        <StyledDesktopNav aria-label={intl.formatMessage({ id: 'landing.header.sections' })}>
          <ListRow>
            <SectionLinkItems />
          </ListRow>
        </StyledDesktopNav>
        <StyledAuth>
          <LanguageChoice />
          <AuthLinks appHost={appHost} logInVariant="ghost" />
        </StyledAuth>
        <StyledMenuButton
          ref={buttonRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? MENU_ICONS.close : MENU_ICONS.open}</span>
          <FormattedMessage id="landing.header.menu" />
        </StyledMenuButton>
      </StyledBar>
      {menuOpen ? (
        <StyledMobilePanel id={menuId}>
          <nav aria-label={intl.formatMessage({ id: 'landing.header.sectionsMenu' })}>
            <ul>
              <SectionLinkItems onFollow={() => setMenuOpen(false)} />
            </ul>
          </nav>
          <div>
            <LanguageChoice />
            <AuthLinks appHost={appHost} logInVariant="secondary" />
          </div>
        </StyledMobilePanel>
      ) : null}
    </StyledHeader>
  );
}
