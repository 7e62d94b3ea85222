import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLoadWhenNear } from '@flourishly/platform/load-when-near';
import { mediaUp } from '@flourishly/platform/theme';
import { paths } from '@flourishly/platform/paths';
import { CONTACT_EMAIL, CONTACT_PHONE } from '@flourishly/contracts/marketing';
import { StyledActionButton } from '../../common/actions';

// The sign-up form and react-final-form (about 10 KB gzip) load when the footer comes near,
// not with the sections above it (docs/architecture.md, "Page budgets").
const NewsletterForm = lazy(() => import('./NewsletterForm'));

/**
 * The legal links of docs/product.md, to the notices' own pages (full page loads: the landing
 * page has no router, and the notices are a separate module of this remote).
 */
export const LEGAL_LINKS = [
  { messageId: 'landing.footer.privacy', href: paths.privacy },
  { messageId: 'landing.footer.terms', href: paths.terms },
  { messageId: 'landing.footer.cookie', href: paths.cookies },
  { messageId: 'landing.footer.coppa', href: paths.coppa },
] as const;

/** Where visitors can reach us. */
export const CONTACT = { email: CONTACT_EMAIL, phone: CONTACT_PHONE } as const;

const StyledFooter = styled.footer`
  scroll-margin-top: 72px;
  background: ${({ theme }) => theme.colors.text};
  color: #ffffff;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md} ${theme.space.lg}`};
  a {
    color: #ffffff;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  ${mediaUp('md')} {
    grid-template-columns: 1.4fr 1fr 1fr;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: #dfe5e2;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
  }
`;

/** The sign-up form's room while it loads, so the columns below it do not move. */
const StyledFormRoom = styled.div`
  min-height: 7.5rem;
`;

const StyledBottom = styled.p`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid #4f5d66;
  color: #dfe5e2;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface SiteFooterProps {
  onContactSales: () => void;
}

/** #footer: newsletter sign-up, legal links, contact details and the contact-sales button. */
export function SiteFooter({ onContactSales }: SiteFooterProps) {
  const intl = useIntl();
  const { sentinelRef, wanted } = useLoadWhenNear<HTMLDivElement>();
  return (
    <StyledFooter id="footer" aria-labelledby="footer-title">
      <StyledColumns>
        <div>
          <h2 id="footer-title">
            <FormattedMessage id="landing.footer.title" />
          </h2>
          <p>
            <FormattedMessage id="landing.footer.text" />
          </p>
          <div ref={sentinelRef}>
            {wanted ? (
              <Suspense fallback={<StyledFormRoom />}>
                <NewsletterForm />
              </Suspense>
            ) : (
              <StyledFormRoom />
            )}
          </div>
        </div>
        <div>
          <h2>
            <FormattedMessage id="landing.footer.contact" />
          </h2>
          <p>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </p>
          <p>
            <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
          </p>
          <StyledActionButton $variant="inverse" onClick={onContactSales}>
            <FormattedMessage id="landing.contactSales" />
          </StyledActionButton>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'landing.footer.legal' })}>
          <h2>
            <FormattedMessage id="landing.footer.legal" />
          </h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>
                  <FormattedMessage id={link.messageId} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </StyledColumns>
      <StyledBottom>
        <FormattedMessage id="landing.footer.bottom" values={{ year: String(new Date().getFullYear()) }} />
      </StyledBottom>
    </StyledFooter>
  );
}
