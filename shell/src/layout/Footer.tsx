import styled from 'styled-components';

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
  a { color: ${({ theme }) => theme.colors.textMuted}; }
  p { margin: 0; }
`;

const FOOTER_LINKS = ['Help Center', 'Privacy Policy', 'Terms of Service', 'Contact Us'] as const;

/** Footer of spec section 2: placeholder links and the copyright line with the current year. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <StyledFooter>
      <nav aria-label="Footer">
        <ul>
          {FOOTER_LINKS.map((label) => (
            <li key={label}>
              <a href="#top">{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p>© {year} Flourishly. All rights reserved.</p>
    </StyledFooter>
  );
}
