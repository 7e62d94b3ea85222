import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

/** Radix tabs (arrow keys move between tabs; each panel is labelled by its tab), themed. */
export const Tabs = RadixTabs.Root;

export const TabsList = styled(RadixTabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const TabsContent = styled(RadixTabs.Content)`
  outline: none;
`;
