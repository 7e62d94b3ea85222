import {
  formatReportDate,
  GROWTH_INDICATOR_LABELS,
  GROWTH_INDICATORS,
  GROWTH_TEXT,
  growthAttention,
  percentileWords,
  type GrowthIndicatorName,
  type Measurement,
} from '@flourishly/contracts';
import styled from 'styled-components';

const StyledList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledItem = styled.li`
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  padding-left: ${({ theme }) => theme.space.sm};
`;

const StyledAttention = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.warning};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const ATTENTION_TEXT = { below: GROWTH_TEXT.below, above: GROWTH_TEXT.above, crossed: GROWTH_TEXT.crossed } as const;

/** The latest measurement with a value on `indicator`, if any. */
function latestOn(measurements: Measurement[], indicator: GrowthIndicatorName): Measurement | undefined {
  return measurements.filter((m) => m.percentiles[indicator] !== null).at(-1);
}

export interface GrowthSummaryProps {
  /** Oldest first. */
  measurements: Measurement[];
}

/**
 * The latest percentile of each indicator in plain words ("Weight for age: on the 45th
 * percentile, 3 March 2026"), with what WHO would have a doctor look at (below the 3rd, above
 * the 97th, crossing two main lines) and, when nothing needs a look, that variation is normal.
 */
export function GrowthSummary({ measurements }: GrowthSummaryProps) {
  const rows = GROWTH_INDICATORS.flatMap((indicator) => {
    const latest = latestOn(measurements, indicator);
    return latest ? [{ indicator, latest, attention: growthAttention(measurements, indicator) }] : [];
  });
  if (rows.length === 0) return null;
  const implausible = measurements.at(-1)?.flags.includes('implausible');
  return (
    <section aria-label="Latest percentiles">
      <StyledList>
        {rows.map(({ indicator, latest, attention }) => (
          <StyledItem key={indicator}>
            <strong>{GROWTH_INDICATOR_LABELS[indicator]}:</strong> {percentileWords(latest.percentiles[indicator] as number)}
            {' · '}
            <time dateTime={latest.measuredOn}>{formatReportDate(latest.measuredOn)}</time>
            {attention ? <StyledAttention>{ATTENTION_TEXT[attention]}</StyledAttention> : null}
          </StyledItem>
        ))}
      </StyledList>
      {implausible ? <StyledAttention role="note">{GROWTH_TEXT.implausible}</StyledAttention> : null}
      {rows.every((row) => row.attention === null) ? <StyledNote>{GROWTH_TEXT.normal}</StyledNote> : null}
    </section>
  );
}
