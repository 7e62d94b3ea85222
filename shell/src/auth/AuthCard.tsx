import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_NAME } from '@flourishly/contracts/constants';
import { Card, paths } from '@flourishly/platform';

/** The centred page and card of the signed-out screens (sign in, forgot and reset password). */
const StyledAuthPage = styled.main`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  min-height: 100vh;
`;

const StyledAuthCard = styled(Card)`
  width: min(100%, 440px);
  align-self: flex-start;
`;

const StyledBrand = styled.p`
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

export const StyledNotice = styled.p`
  margin: ${({ theme }) => theme.space.md} 0;
  font-weight: 600;
`;

export interface AuthCardProps {
  /** The screen's h1. */
  title: ReactNode;
  /** Ends the card with a 'Back to sign in' link. */
  backToSignIn?: boolean;
  children: ReactNode;
}

/** A signed-out screen: the centred card with the brand, the screen's h1 and its content (inside the auth messages). */
export function AuthCard({ title, backToSignIn, children }: AuthCardProps) {
  return (
    <StyledAuthPage>
      <StyledAuthCard>
        <StyledBrand>{BRAND_NAME}</StyledBrand>
        <h1>{title}</h1>
        {children}
        {backToSignIn ? (
          <p>
            <Link to={paths.login}>
              <FormattedMessage id="shell.auth.backToSignIn" />
            </Link>
          </p>
        ) : null}
      </StyledAuthCard>
    </StyledAuthPage>
  );
}
