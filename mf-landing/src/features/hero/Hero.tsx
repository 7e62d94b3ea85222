import styled from 'styled-components';
import { mediaUp } from '@flourishly/platform/theme';
import { StyledActionButton, StyledActionLink } from '../../common/actions';
import { HeroIllustration } from './HeroIllustration';

const StyledHero = styled.section`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledHeroInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  ${mediaUp('md')} {
    grid-template-columns: 1.1fr 0.9fr;
  }
`;

const StyledEyebrow = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const StyledTitle = styled.h1`
  font-size: 2.1rem;
  line-height: 1.15;
  margin-bottom: ${({ theme }) => theme.space.md};
  ${mediaUp('md')} {
    font-size: 3rem;
  }
`;

const StyledText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledImage = styled(HeroIllustration)`
  display: block;
  width: 100%;
  height: auto;
`;

export interface HeroProps {
  signUpHref: string;
  onBookDemo: () => void;
}

/** The opening of the page: the promise, 'Start Free Trial' (sign-up) and 'Book a Demo' (contact modal). */
export function Hero({ signUpHref, onBookDemo }: HeroProps) {
  return (
    <StyledHero aria-labelledby="hero-title">
      <StyledHeroInner>
        <div>
          <StyledEyebrow>For parents of children aged 0 to 12</StyledEyebrow>
          <StyledTitle id="hero-title">Understand your child. Support every stage of growing up.</StyledTitle>
          <StyledText>
            Flourishly turns short assessments into a clear picture of how your child is developing, then plans playful daily activities
            that fit who they are, and shows you the progress as it happens.
          </StyledText>
          <StyledActions>
            <StyledActionLink href={signUpHref} $size="lg">
              Start Free Trial
            </StyledActionLink>
            <StyledActionButton $variant="secondary" $size="lg" onClick={onBookDemo}>
              Book a Demo
            </StyledActionButton>
          </StyledActions>
          <StyledNote>Try it free, then choose the plan that fits your family.</StyledNote>
        </div>
        <StyledImage />
      </StyledHeroInner>
    </StyledHero>
  );
}
