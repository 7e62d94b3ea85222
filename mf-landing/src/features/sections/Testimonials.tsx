import styled from 'styled-components';
import { StyledGrid, StyledInner, StyledSection, StyledSectionTitle } from '../../common/layout';

/** Three testimonials. */
export const TESTIMONIALS = [
  {
    quote:
      'The assessment showed us our son was ahead with words but shy with other children. The daily games helped him open up in a few weeks.',
    name: 'Priya S.',
    role: 'Mother of Arjun, 4',
  },
  {
    quote: 'I used to guess which activities would help. Now I have a plan for each of my girls, and I can see what is working.',
    name: 'Daniel M.',
    role: 'Father of two, ages 7 and 10',
  },
  {
    quote: 'Parents arrive at meetings knowing what we are working on in class. Our conversations are shorter and far more useful.',
    name: 'Ms. Fernandes',
    role: 'Grade 2 teacher',
  },
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
  return (
    <StyledSection aria-labelledby="testimonials-title" $tone="soft">
      <StyledInner>
        <StyledSectionTitle id="testimonials-title">What families and teachers say</StyledSectionTitle>
        <StyledGrid $columns={3}>
          {TESTIMONIALS.map((testimonial) => (
            <StyledQuote key={testimonial.name}>
              <blockquote>“{testimonial.quote}”</blockquote>
              <figcaption>
                <strong>{testimonial.name}</strong>, {testimonial.role}
              </figcaption>
            </StyledQuote>
          ))}
        </StyledGrid>
      </StyledInner>
    </StyledSection>
  );
}
