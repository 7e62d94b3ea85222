import { FormattedMessage } from 'react-intl';
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
          <DropdownMenuLabel>
            <FormattedMessage id="shell.myAccount" />
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate(paths.profile)}>
            <FormattedMessage id="shell.profile" />
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(paths.settings)}>
            <FormattedMessage id="shell.settings" />
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void logout()}>
            <FormattedMessage id="shell.logout" />
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenuPortal>
    </DropdownMenu>
  );
}
