import { GROWTH_CURVE_PERCENTILES, type GrowthChart } from '@flourishly/contracts';
import { useIntl } from 'react-intl';
import { CartesianGrid, ComposedChart, Line, ResponsiveContainer, Scatter, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { percentileText } from './growth-messages';

export interface GrowthChartViewProps {
  chart: GrowthChart;
}

const CURVE_KEYS = { 3: 'p3', 15: 'p15', 50: 'p50', 85: 'p85', 97: 'p97' } as const;

/**
 * The WHO percentile curves (3rd to 97th; the 50th bold, the 3rd and 97th dashed) and the
 * child's points. Decorative for assistive technology: the table beside it carries the numbers.
 * Its own chunk, so recharts loads only with the Growth tab (docs/architecture.md, "Page budgets").
 */
export function GrowthChartView({ chart }: GrowthChartViewProps) {
  const theme = useTheme();
  const intl = useIntl();
  const xLabel = intl.formatMessage({
    id: chart.xUnit === 'months' ? 'dashboard.growth.chart.ageAxis' : 'dashboard.growth.chart.lengthAxis',
  });
  const xs = chart.curves.map((point) => point.x);
  return (
    <div aria-hidden="true" data-testid="growth-chart" style={{ width: '100%', height: 300 }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={chart.curves} margin={{ top: 8, right: 24, bottom: 16, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            type="number"
            dataKey="x"
            domain={[Math.min(...xs), Math.max(...xs)]}
            tick={{ fill: theme.colors.text, fontSize: 12 }}
            label={{ value: xLabel, position: 'insideBottom', offset: -8, fill: theme.colors.text, fontSize: 12 }}
          />
          <YAxis
            type="number"
            domain={['auto', 'auto']}
            width={44}
            tick={{ fill: theme.colors.text, fontSize: 12 }}
            label={{ value: chart.yUnit, angle: -90, position: 'insideLeft', fill: theme.colors.text, fontSize: 12 }}
          />
          {GROWTH_CURVE_PERCENTILES.map((percentile) => (
            <Line
              key={percentile}
              type="monotone"
              dataKey={CURVE_KEYS[percentile]}
              name={percentileText(intl, percentile, true)}
              stroke={percentile === 50 ? theme.colors.primary : theme.colors.textMuted}
              strokeWidth={percentile === 50 ? 2 : 1}
              strokeDasharray={percentile === 3 || percentile === 97 ? '5 4' : undefined}
              dot={false}
              isAnimationActive={false}
            />
          ))}
          <Scatter data={chart.points} dataKey="y" fill={theme.colors.accent} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

export default GrowthChartView;
