import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { mediaUp } from '@flourishly/platform/theme';

/** The stats of docs/product.md: the figures are the same in every language (Western digits). */
export const STATS = [
  { value: '50,000+', messageId: 'landing.stats.children' },
  { value: '12,000+', messageId: 'landing.stats.paths' },
  { value: '98%', messageId: 'landing.stats.satisfaction' },
  { value: '85%', messageId: 'landing.stats.improvement' },
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
  const intl = useIntl();
  return (
    <StyledStats aria-label={intl.formatMessage({ id: 'landing.stats.label' })}>
      <dl>
        {STATS.map(({ value, messageId }) => (
          <div key={messageId}>
            <dt>
              <FormattedMessage id={messageId} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </StyledStats>
  );
}
