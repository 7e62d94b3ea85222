import { lazy, Suspense, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { FALLBACK_DISPLAY_NAME, mediaDown, useSession, VisuallyHidden } from '@flourishly/platform';
import { UserAvatar } from './UserAvatar';

// Below md the mobile menu carries the same links (and shows who is signed in).
const StyledTrigger = styled.button`
  display: inline-flex;
  ${mediaDown('md')} {
    display: none;
  }
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  font: inherit;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const StyledTriggerLabel = styled.span`
  padding-right: ${({ theme }) => theme.space.xs};
`;

// The Radix menu (with its positioning code) loads when the parent reaches for the button, not
// with the page (docs/architecture.md, "Page budgets").
const loadDropdown = () => import('./UserMenuDropdown');
const UserMenuDropdown = lazy(async () => ({ default: (await loadDropdown()).UserMenuDropdown }));

/**
 * 'My Account' menu (docs/product.md): /profile, /settings and Logout. The trigger shows the
 * avatar's initials (decorative) and the words 'My Account', which are also its name, so what
 * is seen and what is announced agree; the user's name is added for screen readers. Until the
 * menu's code is wanted a stand-in button shows: pointing at it or focusing it fetches the code,
 * pressing it puts the menu in its place, open.
 */
export function UserMenu() {
  const { user } = useSession();
  const [pressed, setPressed] = useState(false);
  const displayName = user?.fullName ?? FALLBACK_DISPLAY_NAME;
  const content = (
    <>
      <UserAvatar fullName={user?.fullName} />
      <StyledTriggerLabel>
        <FormattedMessage id="shell.myAccount" />
      </StyledTriggerLabel>
      <VisuallyHidden>
        <FormattedMessage id="shell.accountOf" values={{ name: displayName }} />
      </VisuallyHidden>
    </>
  );
  const prefetch = () => void loadDropdown();
  const placeholder = (
    <StyledTrigger
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0) setPressed(true);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
          event.preventDefault();
          setPressed(true);
        }
      }}
    >
      {content}
    </StyledTrigger>
  );
  return (
    <Suspense fallback={placeholder}>
      {pressed ? <UserMenuDropdown trigger={<StyledTrigger type="button">{content}</StyledTrigger>} /> : placeholder}
    </Suspense>
  );
}
