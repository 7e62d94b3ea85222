import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Messages } from '@flourishly/platform';
import { shellMessages } from '../messages';
import { OfflineNotice } from '../offline/OfflineNotice';
import { Footer } from './Footer';

const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 200;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    left: ${({ theme }) => theme.space.sm};
  }
`;

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * At least a screen tall, so the footer starts below the fold: a page whose blocks arrive one by
 * one then grows downwards without pushing a visible footer (layout shift; docs/architecture.md,
 * "Page budgets").
 */
const StyledMain = styled.main`
  flex: 1;
  min-height: 100vh;
  min-height: 100svh;
  outline: none;
`;

/**
 * The frame every shell page shares: a skip link to the main content, a sticky header holding
 * `header` and the offline notice, the page in `<main id="main-content">`, and the footer; in the shell's messages.
 */
export function PageFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <Messages catalog={shellMessages}>
      <StyledShell id="top">
        <StyledSkipLink href="#main-content">
          <FormattedMessage id="shell.skipToContent" />
        </StyledSkipLink>
        <StyledHeader>
          {header}
          <OfflineNotice />
        </StyledHeader>
        <StyledMain id="main-content" tabIndex={-1}>
          {children}
        </StyledMain>
        <Footer />
      </StyledShell>
    </Messages>
  );
}
