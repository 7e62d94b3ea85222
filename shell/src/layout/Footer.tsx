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
  { label: 'Help Center', kind: 'route', to: paths.help },
  { label: 'Privacy Policy', kind: 'route', to: paths.privacy },
  { label: 'Terms of Service', kind: 'route', to: paths.terms },
  { label: 'Contact Us', kind: 'external', href: `mailto:${CONTACT_EMAIL}` },
] as const;

/** Footer of docs/product.md: its four links and the copyright line with the current year. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <StyledFooter>
      <nav aria-label="Footer">
        <ul>
          {FOOTER_LINKS.map((link) => (
            <li key={link.label}>
              {link.kind === 'route' ? <Link to={link.to}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}
            </li>
          ))}
        </ul>
      </nav>
      <p>© {year} Flourishly. All rights reserved.</p>
    </StyledFooter>
  );
}
