import { GROWTH_INDICATORS, growthAttention, type GrowthIndicatorName, type Measurement } from '@flourishly/contracts';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { LONG_DATE } from '../../shared/long-date';
import { INDICATOR_MESSAGES, percentileText } from './growth-messages';

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

/** What WHO would have a doctor look at, by the reading's kind. */
const ATTENTION_MESSAGES = {
  below: 'dashboard.growth.attention.below',
  above: 'dashboard.growth.attention.above',
  crossed: 'dashboard.growth.attention.crossed',
} as const;

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
  const intl = useIntl();
  const rows = GROWTH_INDICATORS.flatMap((indicator) => {
    const latest = latestOn(measurements, indicator);
    return latest ? [{ indicator, latest, attention: growthAttention(measurements, indicator) }] : [];
  });
  if (rows.length === 0) return null;
  const implausible = measurements.at(-1)?.flags.includes('implausible');
  return (
    <section aria-label={intl.formatMessage({ id: 'dashboard.growth.summary.label' })}>
      <StyledList>
        {rows.map(({ indicator, latest, attention }) => (
          <StyledItem key={indicator}>
            <FormattedMessage
              id="dashboard.growth.summary.line"
              values={{
                strong: (chunks) => <strong>{chunks}</strong>,
                indicator: intl.formatMessage({ id: INDICATOR_MESSAGES[indicator] }),
                percentile: percentileText(intl, latest.percentiles[indicator] as number),
                date: (
                  <time dateTime={latest.measuredOn}>
                    <FormattedDate value={latest.measuredOn} {...LONG_DATE} />
                  </time>
                ),
              }}
            />
            {attention ? (
              <StyledAttention>
                <FormattedMessage id={ATTENTION_MESSAGES[attention]} />
              </StyledAttention>
            ) : null}
          </StyledItem>
        ))}
      </StyledList>
      {implausible ? (
        <StyledAttention role="note">
          <FormattedMessage id="dashboard.growth.implausible" />
        </StyledAttention>
      ) : null}
      {rows.every((row) => row.attention === null) ? (
        <StyledNote>
          <FormattedMessage id="dashboard.growth.normal" />
        </StyledNote>
      ) : null}
    </section>
  );
}
