import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StyledActionButton, StyledActionLink } from '../../common/actions';

const StyledCta = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0 auto ${({ theme }) => theme.space.lg};
    max-width: 40rem;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const StyledOutlineButton = styled(StyledActionButton)`
  background: transparent;
  color: ${({ theme }) => theme.colors.onPrimary};
  border-color: ${({ theme }) => theme.colors.onPrimary};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export interface ClosingCtaProps {
  signUpHref: string;
  onContactSales: () => void;
}

/** The closing call to action. */
export function ClosingCta({ signUpHref, onContactSales }: ClosingCtaProps) {
  return (
    <StyledCta aria-labelledby="cta-title">
      <h2 id="cta-title">
        <FormattedMessage id="landing.cta.title" />
      </h2>
      <p>
        <FormattedMessage id="landing.cta.text" />
      </p>
      <div>
        <StyledActionLink href={signUpHref} $variant="inverse" $size="lg">
          <FormattedMessage id="landing.getStarted" />
        </StyledActionLink>
        <StyledOutlineButton $size="lg" onClick={onContactSales}>
          <FormattedMessage id="landing.cta.talk" />
        </StyledOutlineButton>
      </div>
    </StyledCta>
  );
}
