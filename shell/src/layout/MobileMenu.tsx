import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { FALLBACK_DISPLAY_NAME, LanguageSwitch, mediaUp, paths, useSession, VisuallyHidden } from '@flourishly/platform';
import { TopNavigationItems } from './TopNavigationItems';
import { UserAvatar } from './UserAvatar';
import { useLogout } from './useLogout';

const StyledToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  ${mediaUp('md')} {
    display: none;
  }
`;

const StyledPanel = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 30;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  ul {
    list-style: none;
    margin: 0;
    padding: ${({ theme }) => theme.space.sm};
  }
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    background: transparent;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  ${mediaUp('md')} {
    display: none;
  }
`;

const StyledSignedInAs = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0`};
  font-weight: 600;
`;

/**
 * The mobile menu below md (docs/product.md): who is signed in, the top links, Notifications,
 * the account links, Logout and the language switch. Escape closes it and puts focus back on the toggle; following
 * a link closes it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const { user } = useSession();
  const { logout } = useLogout();
  const intl = useIntl();
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Focus may be inside the panel that is about to go: keep it on the toggle.
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <>
      <StyledToggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage({ id: open ? 'shell.menu.close' : 'shell.menu.open' })}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M3 6h18M3 12h18M3 18h18" />}
        </svg>
      </StyledToggle>
      {open ? (
        <StyledPanel id={panelId} aria-label={intl.formatMessage({ id: 'shell.nav.mobile' })}>
          <StyledSignedInAs>
            <UserAvatar fullName={user?.fullName} />
            <span>
              <VisuallyHidden>
                <FormattedMessage id="shell.signedInAs" />
              </VisuallyHidden>
              {user?.fullName ?? FALLBACK_DISPLAY_NAME}
            </span>
          </StyledSignedInAs>
          <ul>
            <TopNavigationItems />
            <li>
              <NavLink to={paths.notifications}>
                <FormattedMessage id="shell.notifications" />
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.profile}>
                <FormattedMessage id="shell.profile" />
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.settings}>
                <FormattedMessage id="shell.settings" />
              </NavLink>
            </li>
            <li>
              <button type="button" onClick={() => void logout()}>
                <FormattedMessage id="shell.logout" />
              </button>
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </StyledPanel>
      ) : null}
    </>
  );
}
