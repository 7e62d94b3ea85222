import type { ReactNode } from 'react';
import { PAGE_CONTENT } from '../scheduling/after-page-content';
import { MutedText, PageContainer, PageTitle } from './layout';

export interface PageProps {
  /** The page's h1. */
  title: ReactNode;
  /** A muted line under the title (none when omitted). */
  intro?: ReactNode;
  children?: ReactNode;
}

/**
 * A page of the app: the centred column, its h1 title, an optional muted introduction, then its
 * content. The title is the page's content for `afterPageContent` (its Element Timing name).
 */
export function Page({ title, intro, children }: PageProps) {
  return (
    <PageContainer>
      <PageTitle elementtiming={PAGE_CONTENT}>{title}</PageTitle>
      {intro ? <MutedText>{intro}</MutedText> : null}
      {children}
    </PageContainer>
  );
}

export interface PageErrorProps {
  /** The page's usual title, so the visitor knows where they are. */
  title: ReactNode;
  /** Why the page could not be drawn, e.g. 'The report could not be loaded. Please try again later.' */
  children: ReactNode;
}

/** A page that could not be drawn: its title and the reason, announced to screen readers (`role="alert"`). */
export function PageError({ title, children }: PageErrorProps) {
  return (
    <Page title={title}>
      <MutedText role="alert">{children}</MutedText>
    </Page>
  );
}
