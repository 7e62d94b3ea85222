import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CONTACT_EMAIL } from '@flourishly/contracts';
import { paths } from '@flourishly/platform';

const StyledFooter = styled.footer`
  margin-top: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.lg};
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 0;
  }
`;

/**
 * The footer links of docs/product.md. Help Center opens the help page, Privacy Policy and Terms
 * of Service the notices; Contact Us writes to the address the home page and the notices give.
 */
const FOOTER_LINKS = [
  { messageId: 'shell.footer.help', kind: 'route', to: paths.help },
  { messageId: 'shell.footer.privacy', kind: 'route', to: paths.privacy },
  { messageId: 'shell.footer.terms', kind: 'route', to: paths.terms },
  { messageId: 'shell.footer.contact', kind: 'external', href: `mailto:${CONTACT_EMAIL}` },
] as const;

/** Footer of docs/product.md: its four links and the copyright line with the current year. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const intl = useIntl();
  return (
    <StyledFooter>
      <nav aria-label={intl.formatMessage({ id: 'shell.nav.footer' })}>
        <ul>
          {FOOTER_LINKS.map((link) => {
            const label = <FormattedMessage id={link.messageId} />;
            return (
              <li key={link.messageId}>{link.kind === 'route' ? <Link to={link.to}>{label}</Link> : <a href={link.href}>{label}</a>}</li>
            );
          })}
        </ul>
      </nav>
      {/* The year as written, not as a grouped number ("2,026"). */}
      <p>
        <FormattedMessage id="shell.footer.copyright" values={{ year: String(year) }} />
      </p>
    </StyledFooter>
  );
}
