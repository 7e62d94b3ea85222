import { lazy, Suspense } from 'react';
import {
  formatReportDate,
  GROWTH_INDICATOR_LABELS,
  percentileWords,
  type ChartSexName,
  type GrowthIndicatorName,
} from '@flourishly/contracts';
import { Button, errorMessage, MutedText, Spinner, VisuallyHidden } from '@flourishly/platform';
import styled from 'styled-components';
import { useGetGrowthChartQuery } from './api';

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
  const chart = useGetGrowthChartQuery({ childId, indicator, chartSex });
  if (chart.isError) {
    return <MutedText role="alert">The chart could not be loaded. {errorMessage(chart.error, 'Please try again later.')}</MutedText>;
  }
  if (!chart.data) return <Spinner label="Loading the growth chart" />;
  const { data } = chart;
  if (data.curves.length === 0) {
    return (
      <MutedText>{data.chartSex ? 'This chart does not apply at your child’s age.' : 'Choose a WHO chart to see the curves.'}</MutedText>
    );
  }
  const xHeader = data.xUnit === 'months' ? 'Age (months)' : 'Length/height (cm)';
  const label = GROWTH_INDICATOR_LABELS[indicator];
  return (
    <figure style={{ margin: 0 }}>
      <Suspense fallback={<div style={{ height: 300 }} />}>
        <GrowthChartView chart={data} />
      </Suspense>
      <StyledSource>Lines: the 3rd, 15th, 50th (bold), 85th and 97th percentiles. {data.source}.</StyledSource>
      {data.points.length > 0 ? (
        <StyledTable>
          <StyledCaption>
            {label}: measurements ({data.yUnit})
          </StyledCaption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">{xHeader}</th>
              <th scope="col">Value ({data.yUnit})</th>
              <th scope="col">Percentile</th>
              {onEdit ? (
                <th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {data.points.map((point) => (
              <tr key={point.measurementId}>
                <td>{formatReportDate(point.measuredOn)}</td>
                <td>{point.x.toFixed(1)}</td>
                <td>{point.y}</td>
                <td>{percentileWords(point.percentile).replace(/^on the /, '')}</td>
                {onEdit ? (
                  <td>
                    <Button
                      $variant="secondary"
                      $size="sm"
                      aria-label={`Edit the measurement of ${formatReportDate(point.measuredOn)}`}
                      onClick={() => onEdit(point.measurementId)}
                    >
                      Edit
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </StyledTable>
      ) : (
        <MutedText>No measurement on this chart yet.</MutedText>
      )}
    </figure>
  );
}
