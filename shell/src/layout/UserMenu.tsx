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
  paths,
  useSession,
} from '@flourishly/platform';
import { UserAvatar } from './UserAvatar';
import { useLogout } from './useLogout';

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  font: inherit;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
`;

/** 'My Account' menu (spec section 2): /profile, /settings and Logout. */
export function UserMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { logout } = useLogout();
  const displayName = user?.fullName ?? FALLBACK_DISPLAY_NAME;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <StyledTrigger aria-label={`My Account: ${displayName}`}>
          <UserAvatar fullName={user?.fullName} />
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
