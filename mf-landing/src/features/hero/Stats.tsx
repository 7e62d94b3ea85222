import styled from 'styled-components';
import { mediaUp } from '@flourishly/platform/theme';

/** The stats of docs/product.md. */
export const STATS = [
  { value: '50,000+', label: 'Children supported' },
  { value: '12,000+', label: 'Learning paths created' },
  { value: '98%', label: 'Parent satisfaction' },
  { value: '85%', label: 'Improvement in tracked skills' },
] as const;

const StyledStats = styled.section`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    text-align: center;
    ${mediaUp('md')} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  dd {
    margin: 0;
    font-size: 2rem;
    font-weight: 800;
  }
  dt {
    font-weight: 500;
  }
  div {
    display: flex;
    flex-direction: column-reverse;
  }
`;

/** Four headline numbers. */
export function Stats() {
  return (
    <StyledStats aria-label="Flourishly in numbers">
      <dl>
        {STATS.map(({ value, label }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </StyledStats>
  );
}
