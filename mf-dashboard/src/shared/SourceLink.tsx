import type { ContentSourceKind } from '@flourishly/contracts';
import { VisuallyHidden } from '@flourishly/platform';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const StyledSource = styled.span`
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  svg {
    vertical-align: -2px;
    margin-left: 2px;
  }
`;

/** Only web addresses become links (the content is ours, but a stray value must not become a script URL). */
function isWebUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export interface SourceLinkProps {
  name: string | null | undefined;
  url: string | null | undefined;
  /** 'adapted' from the source, or a Flourishly activity 'reviewed' against it (docs/content-sources.md). */
  kind: ContentSourceKind | null | undefined;
}

/**
 * "Adapted from {name}" or "Flourishly activity, reviewed against {name}" for a library activity
 * (the library says where its guidance comes from), in the screen's language (shared catalog). With a web address the name is a link that opens in a new tab
 * (rel="noopener noreferrer"), and its accessible name says so. Renders nothing without a name.
 */
export function SourceLink({ name, url, kind }: SourceLinkProps) {
  if (!name) return null;
  const named = isWebUrl(url) ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {name}
      <VisuallyHidden>
        <FormattedMessage id="dashboard.shared.source.newTab" />
      </VisuallyHidden>
      <svg
        aria-hidden="true"
        focusable="false"
        width="12"
        height="12"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
    </a>
  ) : (
    name
  );
  return (
    <StyledSource data-testid="activity-source">
      <FormattedMessage id="dashboard.shared.source" values={{ kind: kind ?? 'reviewed', item: 'activity', name: named }} />
    </StyledSource>
  );
}
