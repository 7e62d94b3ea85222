import * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import styled, { css } from 'styled-components';

/** Radix dropdown menu (keyboard navigation, focus return, typeahead), styled with the theme. */
export const DropdownMenu = RadixDropdownMenu.Root;
export const DropdownMenuTrigger = RadixDropdownMenu.Trigger;
export const DropdownMenuPortal = RadixDropdownMenu.Portal;

export const DropdownMenuContent = styled(RadixDropdownMenu.Content)`
  min-width: 200px;
  z-index: 60;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

export const DropdownMenuItem = styled(RadixDropdownMenu.Item)`
  ${itemStyles}
`;

export const DropdownMenuLabel = styled(RadixDropdownMenu.Label)`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-weight: 700;
`;

export const DropdownMenuSeparator = styled(RadixDropdownMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.border};
`;
