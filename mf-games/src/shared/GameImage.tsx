import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const StyledImage = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const StyledPlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
`;

export interface GameImageProps {
  src: string;
  title: string;
}

/** The game's picture; a lettered placeholder when it fails to load (docs/product.md). */
export function GameImage({ src, title }: GameImageProps) {
  const [failed, setFailed] = useState(false);
  const intl = useIntl();
  if (failed || !src) {
    return (
      <StyledPlaceholder
        role="img"
        aria-label={intl.formatMessage({ id: 'games.image.unavailable' }, { title })}
        data-testid="game-image-placeholder"
      >
        <span aria-hidden="true">{title.charAt(0).toUpperCase()}</span>
      </StyledPlaceholder>
    );
  }
  return <StyledImage src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
