import { DOMAIN_TYPES, SCORE_KEYS, type SharedAssessment } from '@flourishly/contracts';
import { useIntl } from 'react-intl';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { domainName, reportDate } from './texts';

export interface ScoresHistoryChartProps {
  /** Oldest first. */
  history: SharedAssessment[];
}

/** Line chart of the five scores over time (decorative; the history table carries the numbers). */
export function ScoresHistoryChart({ history }: ScoresHistoryChartProps) {
  const theme = useTheme();
  const intl = useIntl();
  const data = history.map((assessment) => ({
    date: reportDate(intl, assessment.assessedAt),
    ...Object.fromEntries(DOMAIN_TYPES.map((domain) => [domain, assessment.scores[SCORE_KEYS[domain]]])),
  }));
  return (
    <div aria-hidden="true" data-testid="scores-history-chart" style={{ width: '100%', height: 280 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" tick={{ fill: theme.colors.text, fontSize: 12 }} />
          <YAxis domain={[0, 100]} tick={{ fill: theme.colors.text, fontSize: 12 }} />
          <Tooltip />
          <Legend />
          {DOMAIN_TYPES.map((domain) => (
            <Line
              key={domain}
              type="monotone"
              dataKey={domain}
              name={domainName(intl, domain)}
              stroke={theme.colors.domain[domain]}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export default ScoresHistoryChart;
