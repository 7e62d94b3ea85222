import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { mediaUp } from '@flourishly/platform/theme';
import { paths } from '@flourishly/platform/paths';
import { CONTACT_EMAIL, CONTACT_PHONE, MARKETING_MESSAGES } from '@flourishly/contracts/marketing';
import { StyledActionButton, StyledSubmitButton } from '../../common/actions';
import { subscribeNewsletter } from './subscribe-newsletter';

/**
 * The legal links of docs/product.md, to the notices' own pages (full page loads: the landing
 * page has no router, and the notices are a separate module of this remote).
 */
export const LEGAL_LINKS = [
  { label: 'Privacy', href: paths.privacy },
  { label: 'Terms', href: paths.terms },
  { label: 'Cookie', href: paths.cookies },
  { label: 'COPPA Compliance', href: paths.coppa },
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

const StyledNewsletter = styled.form`
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  input {
    flex: 1 1 12rem;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid #ffffff;
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

const StyledMessage = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-weight: 600;
  color: ${({ $error }) => ($error ? '#ffd6d1' : '#c8f0d6')} !important;
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
  const emailId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [pending, setPending] = useState(false);

  const subscribe = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const result = await subscribeNewsletter(email);
    setPending(false);
    if (result.ok) {
      setEmail('');
      setStatus({ text: MARKETING_MESSAGES.newsletterThanks, error: false });
    } else {
      setStatus({ text: result.error, error: true });
    }
  };

  return (
    <StyledFooter id="footer" aria-labelledby="footer-title">
      <StyledColumns>
        <div>
          <h2 id="footer-title">Stay in the loop</h2>
          <p>One email a month with activity ideas and development tips for your child's age.</p>
          <StyledNewsletter onSubmit={subscribe} noValidate aria-label="Newsletter">
            <label htmlFor={emailId}>Email address</label>
            <div>
              <input
                id={emailId}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={status?.error ? true : undefined}
                aria-describedby={status ? messageId : undefined}
              />
              <StyledSubmitButton $variant="inverse" disabled={pending}>
                Subscribe
              </StyledSubmitButton>
            </div>
            <StyledMessage id={messageId} role="status" $error={status?.error}>
              {status?.text}
            </StyledMessage>
          </StyledNewsletter>
        </div>
        <div>
          <h2>Contact</h2>
          <p>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </p>
          <p>
            <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
          </p>
          <StyledActionButton $variant="inverse" onClick={onContactSales}>
            Contact Sales
          </StyledActionButton>
        </div>
        <nav aria-label="Legal">
          <h2>Legal</h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </StyledColumns>
      <StyledBottom>© {new Date().getFullYear()} Flourishly. Helping children aged 0 to 12 flourish.</StyledBottom>
    </StyledFooter>
  );
}
