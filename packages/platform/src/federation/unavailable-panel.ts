import { css } from 'styled-components';

// Router-free, so the landing start path can import it by path (docs/architecture.md, "Landing start path").

/** What a part of the app that failed to load says in its place. */
export const REMOTE_UNAVAILABLE_MESSAGE = 'This part of Flourishly is unavailable right now';

/** The dashed panel that stands in for a part that failed to load (with its Retry button). */
export const unavailablePanelStyles = css`
  margin: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
