import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  FALLBACK_DISPLAY_NAME,
  mediaDown,
  paths,
  useSession,
  VisuallyHidden,
} from '@flourishly/platform';
import { UserAvatar } from './UserAvatar';
import { useLogout } from './useLogout';

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

/**
 * 'My Account' menu (spec section 2): /profile, /settings and Logout. The trigger shows the
 * avatar's initials (decorative) and the words 'My Account', which are also its name, so what
 * is seen and what is announced agree; the user's name is added for screen readers.
 */
export function UserMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { logout } = useLogout();
  const displayName = user?.fullName ?? FALLBACK_DISPLAY_NAME;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <StyledTrigger type="button">
          <UserAvatar fullName={user?.fullName} />
          <StyledTriggerLabel>My Account</StyledTriggerLabel>
          <VisuallyHidden>{` (${displayName})`}</VisuallyHidden>
        </StyledTrigger>
      </DropdownMenuTrigger>
      <DropdownMenuPortal>
        <DropdownMenuContent align="end" sideOffset={6}>
          <DropdownMenuLabel>My Account</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate(paths.profile)}>Profile</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(paths.settings)}>Settings</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void logout()}>Logout</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenuPortal>
    </DropdownMenu>
  );
}
