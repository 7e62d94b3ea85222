import { FormattedMessage } from 'react-intl';
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
          <StyledEyebrow>
            <FormattedMessage id="landing.hero.eyebrow" />
          </StyledEyebrow>
          <StyledTitle id="hero-title">
            <FormattedMessage id="landing.hero.title" />
          </StyledTitle>
          <StyledText>
            <FormattedMessage id="landing.hero.text" />
          </StyledText>
          <StyledActions>
            <StyledActionLink href={signUpHref} $size="lg">
              <FormattedMessage id="landing.startFreeTrial" />
            </StyledActionLink>
            <StyledActionButton $variant="secondary" $size="lg" onClick={onBookDemo}>
              <FormattedMessage id="landing.hero.bookDemo" />
            </StyledActionButton>
          </StyledActions>
          <StyledNote>
            <FormattedMessage id="landing.hero.note" />
          </StyledNote>
        </div>
        <StyledImage />
      </StyledHeroInner>
    </StyledHero>
  );
}
