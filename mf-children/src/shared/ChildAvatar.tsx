import styled from 'styled-components';

const StyledAvatar = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size / 2.4)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface ChildAvatarProps {
  name: string;
  avatarUrl: string | null;
  size?: number;
}

/** The child's avatar image, or the first letter of the name (docs/product.md); decorative. */
export function ChildAvatar({ name, avatarUrl, size = 64 }: ChildAvatarProps) {
  return (
    <StyledAvatar $size={size} aria-hidden="true" data-testid="child-avatar">
      {avatarUrl ? <img src={avatarUrl} alt="" /> : name.trim().charAt(0).toUpperCase()}
    </StyledAvatar>
  );
}
