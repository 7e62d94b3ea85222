import styled from 'styled-components';
import { Card } from '@flourishly/platform/layout';
import { mediaUp } from '@flourishly/platform/theme';

/**
 * Building blocks shared by the landing page's sections. They come from the platform's theme
 * tokens only (imported by path: the platform's index would load its whole bundle).
 */
export const StyledSection = styled.section<{ $tone?: 'plain' | 'soft' | 'surface' }>`
  scroll-margin-top: 72px;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  background: ${({ theme, $tone = 'plain' }) =>
    ({ plain: theme.colors.background, soft: theme.colors.primarySoft, surface: theme.colors.surface })[$tone]};
`;

export const StyledInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

export const StyledSectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  margin-bottom: ${({ theme }) => theme.space.sm};
  ${mediaUp('md')} {
    font-size: 2rem;
  }
`;

export const StyledLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  max-width: 46rem;
  margin: 0 0 ${({ theme }) => theme.space.xl};
`;

export const StyledGrid = styled.div<{ $columns?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  ${mediaUp('md')} {
    grid-template-columns: repeat(${({ $columns = 3 }) => Math.min($columns, 2)}, minmax(0, 1fr));
  }
  ${mediaUp('lg')} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
`;

/** The platform's card with the landing page's heading and text sizes. */
export const StyledCard = styled(Card)`
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledList = styled.ul`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-left: 1.5rem;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  li::before {
    content: '';
    position: absolute;
    left: 0.25rem;
    top: 0.55em;
    width: 0.55rem;
    height: 0.55rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;
