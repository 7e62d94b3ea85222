import styled, { type DefaultTheme } from 'styled-components';

/** Centred page column with the layout's max width. */
export const PageContainer = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
`;

/** A white rounded surface. */
export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.lg};
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export const MutedText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/** Hidden visually, read by screen readers. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** A key of the theme's spacing scale. */
export type SpaceSize = keyof DefaultTheme['space'];

export interface ListGridProps {
  /** Space between the items (theme spacing; 'sm' when omitted). */
  $gap?: SpaceSize;
  /** With a CSS width: as many columns at least that wide as fit; one column when omitted. */
  $min?: string;
}

/** A list without bullets or indent laid out as a grid (render it `as="ol"` for an ordered list). */
export const ListGrid = styled.ul<ListGridProps>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
  ${({ $min }) => ($min ? `grid-template-columns: repeat(auto-fill, minmax(${$min}, 1fr));` : '')}
`;

export interface SpreadRowProps {
  /** Space between the items (theme spacing; 'sm' when omitted). */
  $gap?: SpaceSize;
  /** Items that do not fit move to the next line. */
  $wrap?: boolean;
}

/** A row with its first item at the start and its last at the end (e.g. a title and its actions). */
export const SpreadRow = styled.div<SpreadRowProps>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
`;

/** A card's heading row: its h2 at the start and its actions (e.g. 'View All') at the end. */
export const CardHeader = styled(SpreadRow)`
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
  }
`;

/** A list without bullets or indent laid out in one row, items `$gap` apart ('xs' when omitted). */
export const ListRow = styled.ul<{ $gap?: SpaceSize }>`
  display: flex;
  gap: ${({ theme, $gap = 'xs' }) => theme.space[$gap]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The buttons under a card's content, side by side and wrapping on narrow screens. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;
