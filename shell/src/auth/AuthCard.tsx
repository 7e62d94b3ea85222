import styled from 'styled-components';
import { Card } from '@flourishly/platform';

/** The centred page and card of the signed-out screens (sign in, forgot and reset password). */
export const StyledAuthPage = styled.main`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  min-height: 100vh;
`;

export const StyledAuthCard = styled(Card)`
  width: min(100%, 440px);
  align-self: flex-start;
`;

export const StyledBrand = styled.p`
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

export const StyledNotice = styled.p`
  margin: ${({ theme }) => theme.space.md} 0;
  font-weight: 600;
`;
