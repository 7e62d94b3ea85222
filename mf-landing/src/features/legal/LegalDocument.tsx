import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatLongDate } from '@flourishly/contracts/dates';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '@flourishly/contracts/locales';
import { CONTACT_EMAIL } from '@flourishly/contracts/marketing';
import { CatalogMessages, localeOfIntl } from '@flourishly/platform/device-locale';
import { LEGAL_PAGE_IDS, paths, type LegalPageId } from '@flourishly/platform/paths';
import { LEGAL_DOCUMENTS, LEGAL_LAST_UPDATED, type LegalBlock } from './legal-documents';
import { legalMessages } from './messages';

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

const hindiLongDate = new Intl.DateTimeFormat(INTL_LOCALES.hi, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * "24 November 2026" from "2026-11-24", the same in every time zone (the product's one long date
 * format); "24 नवंबर 2026" in Hindi.
 */
export function formatLegalDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  return locale === 'hi' ? hindiLongDate.format(new Date(iso)) : formatLongDate(iso);
}

/** Each notice's title (message ids); the notices' own text is English for now. */
const TITLE_IDS: Record<LegalPageId, string> = {
  privacy: 'landing.legal.privacy',
  terms: 'landing.legal.terms',
  cookies: 'landing.legal.cookies',
  coppa: 'landing.legal.coppa',
};

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
 * The frame speaks the page's language; the notice's own text is English for now, marked so.
 */
export function LegalDocument({ page }: LegalDocumentProps) {
  return (
    <CatalogMessages catalog={legalMessages}>
      <LegalNotice page={page} />
    </CatalogMessages>
  );
}

function LegalNotice({ page }: LegalDocumentProps) {
  const intl = useIntl();
  const locale = localeOfIntl(intl);
  const document_ = LEGAL_DOCUMENTS[page];
  const title = intl.formatMessage({ id: TITLE_IDS[page] });
  const pageTitle = intl.formatMessage({ id: 'landing.legal.pageTitle' }, { title });
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle;
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);
  // The notice's text, in English in every language until it is translated.
  const english = locale === 'en' ? {} : { lang: 'en' };
  const titleId = `legal-${page}-title`;
  return (
    <StyledArticle aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <StyledUpdated>
        <FormattedMessage id="landing.legal.lastUpdated" />
        <time dateTime={LEGAL_LAST_UPDATED}>{formatLegalDate(LEGAL_LAST_UPDATED, locale)}</time>
      </StyledUpdated>
      {locale === 'en' ? null : (
        <p>
          <FormattedMessage id="landing.legal.englishOnly" />
        </p>
      )}
      <div {...english}>
        <StyledSummary>{document_.summary}</StyledSummary>
        {document_.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </div>
      <section>
        <h2>
          <FormattedMessage id="landing.legal.questions" />
        </h2>
        <p>
          <FormattedMessage
            id="landing.legal.writeToUs"
            values={{ email: CONTACT_EMAIL, link: (text) => <a href={`mailto:${CONTACT_EMAIL}`}>{text}</a> }}
          />
        </p>
      </section>
      <StyledOtherNotices aria-label={intl.formatMessage({ id: 'landing.legal.notices' })}>
        <ul>
          {LEGAL_PAGE_IDS.map((id) => (
            <li key={id}>
              <Link to={paths[id]} aria-current={id === page ? 'page' : undefined}>
                <FormattedMessage id={TITLE_IDS[id]} />
              </Link>
            </li>
          ))}
        </ul>
      </StyledOtherNotices>
    </StyledArticle>
  );
}
