import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ListGrid } from '@flourishly/platform';
import type { DomainScoreRow } from './scores';

const StyledRow = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLabelLine = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledTrack = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const StyledFill = styled.div<{ $domain: string; $value: number }>`
  height: 100%;
  width: ${({ $value }) => $value}%;
  background: ${({ theme, $domain }) => theme.colors.domain[$domain as keyof typeof theme.colors.domain] ?? theme.colors.domain.default};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

export interface ScoreBarsProps {
  rows: DomainScoreRow[];
}

/** Five labelled progress bars with percentages; an unscored domain reads 'Not scored', with why below. */
export function ScoreBars({ rows }: ScoreBarsProps) {
  const intl = useIntl();
  const id = useId();
  const notScored = intl.formatMessage({ id: 'dashboard.development.notScored' });
  return (
    <>
      <ListGrid aria-label={intl.formatMessage({ id: 'dashboard.development.scoresLabel' })}>
        {rows.map((row) => (
          <StyledRow key={row.domain}>
            <StyledLabelLine>
              <span id={`${id}-${row.domain}`}>{row.label}</span>
              <span>{row.score === null ? notScored : intl.formatNumber(row.score / 100, { style: 'percent' })}</span>
            </StyledLabelLine>
            <StyledTrack
              role="progressbar"
              aria-labelledby={`${id}-${row.domain}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={row.score ?? undefined}
              aria-valuetext={
                row.score === null ? notScored : intl.formatMessage({ id: 'dashboard.development.scoreValue' }, { score: row.score / 100 })
              }
            >
              <StyledFill $domain={row.domain} $value={row.score ?? 0} />
            </StyledTrack>
          </StyledRow>
        ))}
      </ListGrid>
      {rows.some((row) => row.score === null) ? (
        <StyledNote>
          <FormattedMessage id="dashboard.development.notScoredNote" />
        </StyledNote>
      ) : null}
    </>
  );
}
