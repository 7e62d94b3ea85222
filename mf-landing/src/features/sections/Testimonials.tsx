import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledGrid, StyledInner, StyledSection, StyledSectionTitle } from '../../common/layout';

/** Three testimonials: the quote and role as message ids; names stay as written. */
export const TESTIMONIALS = [
  { quote: 'landing.testimonials.priya.quote', name: 'Priya S.', role: 'landing.testimonials.priya.role' },
  { quote: 'landing.testimonials.daniel.quote', name: 'Daniel M.', role: 'landing.testimonials.daniel.role' },
  { quote: 'landing.testimonials.fernandes.quote', name: 'Ms. Fernandes', role: 'landing.testimonials.fernandes.role' },
] as const;

const StyledQuote = styled.figure`
  margin: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** What families and teachers say. */
export function Testimonials() {
  const intl = useIntl();
  return (
    <StyledSection aria-labelledby="testimonials-title" $tone="soft">
      <StyledInner>
        <StyledSectionTitle id="testimonials-title">
          <FormattedMessage id="landing.testimonials.title" />
        </StyledSectionTitle>
        <StyledGrid $columns={3}>
          {TESTIMONIALS.map((testimonial) => (
            <StyledQuote key={testimonial.name}>
              <blockquote>
                <FormattedMessage id="landing.testimonials.quote" values={{ quote: intl.formatMessage({ id: testimonial.quote }) }} />
              </blockquote>
              <figcaption>
                <FormattedMessage
                  id="landing.testimonials.byline"
                  values={{ name: <strong>{testimonial.name}</strong>, role: intl.formatMessage({ id: testimonial.role }) }}
                />
              </figcaption>
            </StyledQuote>
          ))}
        </StyledGrid>
      </StyledInner>
    </StyledSection>
  );
}
