import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

/** Placeholder names of schools in the trusted-by strip (docs/product.md: placeholder school names). */
export const TRUSTED_SCHOOLS = [
  'Greenfield Montessori',
  'Riverside Primary',
  'Little Oaks Preschool',
  'Sunrise International School',
  'Maple Leaf Academy',
] as const;

const StyledStrip = styled.section`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.background};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
    margin: 0;
    padding: 0;
    list-style: none;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The trusted-by strip. */
export function TrustedBy() {
  return (
    <StyledStrip aria-labelledby="trusted-title">
      <h2 id="trusted-title">
        <FormattedMessage id="landing.trustedBy.title" />
      </h2>
      <ul>
        {TRUSTED_SCHOOLS.map((school) => (
          <li key={school}>{school}</li>
        ))}
      </ul>
    </StyledStrip>
  );
}
