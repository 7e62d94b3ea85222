import { lazy, Suspense } from 'react';
import type { ChartSexName, GrowthIndicatorName } from '@flourishly/contracts';
import { Button, errorMessage, MutedText, Spinner, VisuallyHidden } from '@flourishly/platform';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatLongDay } from '../../shared/long-date';
import { useGetGrowthChartQuery } from './api';
import { INDICATOR_MESSAGES, percentileText } from './growth-messages';

/** recharts is its own chunk, loaded only when a chart is drawn. */
const GrowthChartView = lazy(() => import('./GrowthChartView'));

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledCaption = styled.caption`
  text-align: left;
  font-weight: 600;
  padding-bottom: ${({ theme }) => theme.space.xs};
`;

const StyledSource = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
`;

export interface GrowthChartPanelProps {
  childId: number;
  indicator: GrowthIndicatorName;
  chartSex?: ChartSexName;
  /** Opens the form to correct the measurement of a row; no Edit column without it (a viewer). */
  onEdit?: (measurementId: number) => void;
}

/** One WHO chart (curves and points) and the same points as a table, for everyone and for screen readers. */
export function GrowthChartPanel({ childId, indicator, chartSex, onEdit }: GrowthChartPanelProps) {
  const intl = useIntl();
  const chart = useGetGrowthChartQuery({ childId, indicator, chartSex });
  if (chart.isError) {
    return (
      <MutedText role="alert">
        <FormattedMessage
          id="dashboard.growth.chart.failed"
          values={{ reason: errorMessage(chart.error, intl.formatMessage({ id: 'dashboard.growth.tryLater' })) }}
        />
      </MutedText>
    );
  }
  if (!chart.data) return <Spinner label={intl.formatMessage({ id: 'dashboard.growth.chart.loading' })} />;
  const { data } = chart;
  if (data.curves.length === 0) {
    return (
      <MutedText>
        <FormattedMessage id={data.chartSex ? 'dashboard.growth.chart.notAtAge' : 'dashboard.growth.chart.chooseFirst'} />
      </MutedText>
    );
  }
  const xHeader = intl.formatMessage({
    id: data.xUnit === 'months' ? 'dashboard.growth.chart.ageAxis' : 'dashboard.growth.chart.lengthAxis',
  });
  const label = intl.formatMessage({ id: INDICATOR_MESSAGES[indicator] });
  const unit = { unit: data.yUnit };
  return (
    <figure style={{ margin: 0 }}>
      <Suspense fallback={<div style={{ height: 300 }} />}>
        <GrowthChartView chart={data} />
      </Suspense>
      <StyledSource>
        <FormattedMessage id="dashboard.growth.chart.lines" values={{ source: data.source }} />
      </StyledSource>
      {data.points.length > 0 ? (
        <StyledTable>
          <StyledCaption>
            <FormattedMessage id="dashboard.growth.chart.caption" values={{ indicator: label, ...unit }} />
          </StyledCaption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="dashboard.growth.chart.date" />
              </th>
              <th scope="col">{xHeader}</th>
              <th scope="col">
                <FormattedMessage id="dashboard.growth.chart.value" values={unit} />
              </th>
              <th scope="col">
                <FormattedMessage id="dashboard.growth.chart.percentile" />
              </th>
              {onEdit ? (
                <th scope="col">
                  <VisuallyHidden>
                    <FormattedMessage id="dashboard.growth.chart.actions" />
                  </VisuallyHidden>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {data.points.map((point) => {
              const date = formatLongDay(intl, point.measuredOn);
              return (
                <tr key={point.measurementId}>
                  <td>{date}</td>
                  <td>{intl.formatNumber(point.x, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</td>
                  <td>{intl.formatNumber(point.y)}</td>
                  <td>{percentileText(intl, point.percentile, true)}</td>
                  {onEdit ? (
                    <td>
                      <Button
                        $variant="secondary"
                        $size="sm"
                        aria-label={intl.formatMessage({ id: 'dashboard.growth.editOf' }, { date })}
                        onClick={() => onEdit(point.measurementId)}
                      >
                        <FormattedMessage id="dashboard.growth.edit" />
                      </Button>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </StyledTable>
      ) : (
        <MutedText>
          <FormattedMessage id="dashboard.growth.chart.empty" />
        </MutedText>
      )}
    </figure>
  );
}
