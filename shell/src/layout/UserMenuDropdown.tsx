import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@flourishly/platform';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@flourishly/platform/dropdown-menu';
import { useLogout } from './useLogout';

/**
 * The Radix menu behind 'My Account' (see UserMenu.tsx): Profile, Settings, Logout. It mounts
 * when the parent presses the stand-in button, so it opens at once; Radix gives focus back to
 * `trigger` when it closes.
 */
export function UserMenuDropdown({ trigger }: { trigger: ReactNode }) {
  const navigate = useNavigate();
  const { logout } = useLogout();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
