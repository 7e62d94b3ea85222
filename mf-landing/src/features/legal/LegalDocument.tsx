import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatLongDate } from '@flourishly/contracts/dates';
import { CONTACT_EMAIL } from '@flourishly/contracts/marketing';
import { LEGAL_PAGE_IDS, paths, type LegalPageId } from '@flourishly/platform/paths';
import { LEGAL_DOCUMENTS, LEGAL_LAST_UPDATED, type LegalBlock } from './legal-documents';

const StyledArticle = styled.article`
  max-width: 46rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};
  line-height: 1.6;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm};
  }
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledUpdated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSummary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledOtherNotices = styled.nav`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-decoration: none;
  }
`;

/** "24 November 2026" from "2026-11-24", the same in every time zone (the product's one long date format). */
export const formatLegalDate = formatLongDate;

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export interface LegalDocumentProps {
  page: LegalPageId;
}

/**
 * One legal notice (Privacy, Terms, Cookie, COPPA Compliance): title, last-updated date,
 * sections, how to reach us, and links to the other notices. Names the browser tab after it.
 */
export function LegalDocument({ page }: LegalDocumentProps) {
  const document_ = LEGAL_DOCUMENTS[page];
  useEffect(() => {
    const previous = document.title;
    document.title = `${document_.title} | Flourishly`;
    return () => {
      document.title = previous;
    };
  }, [document_.title]);
  const titleId = `legal-${page}-title`;
  return (
    <StyledArticle aria-labelledby={titleId}>
      <h1 id={titleId}>{document_.title}</h1>
      <StyledUpdated>
        Last updated: <time dateTime={LEGAL_LAST_UPDATED}>{formatLegalDate(LEGAL_LAST_UPDATED)}</time>
      </StyledUpdated>
      <StyledSummary>{document_.summary}</StyledSummary>
      {document_.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
      <section>
        <h2>Questions</h2>
        <p>
          Write to us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </section>
      <StyledOtherNotices aria-label="Legal notices">
        <ul>
          {LEGAL_PAGE_IDS.map((id) => (
            <li key={id}>
              <Link to={paths[id]} aria-current={id === page ? 'page' : undefined}>
                {LEGAL_DOCUMENTS[id].title}
              </Link>
            </li>
          ))}
        </ul>
      </StyledOtherNotices>
    </StyledArticle>
  );
}
