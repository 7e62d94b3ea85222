import styled from 'styled-components';
import { getInitials } from '@flourishly/platform';

const StyledAvatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The signed-in user's initials (docs/product.md); decorative, the menu button is labelled. */
export function UserAvatar({ fullName }: { fullName: string | null | undefined }) {
  return <StyledAvatar aria-hidden="true">{getInitials(fullName)}</StyledAvatar>;
}
