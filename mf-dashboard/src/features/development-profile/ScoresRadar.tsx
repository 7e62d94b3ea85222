import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts';
import { useTheme } from 'styled-components';
import type { DomainScoreRow } from './scores';

export interface ScoresRadarProps {
  rows: DomainScoreRow[];
}

/**
 * Radar of the five domain scores (0-100); a domain without a score is drawn at 0. Decorative
 * for screen readers: the labelled progress bars beside it carry the same numbers.
 */
export function ScoresRadar({ rows }: ScoresRadarProps) {
  const theme = useTheme();
  const data = rows.map((row) => ({ label: row.label, score: row.score ?? 0 }));
  return (
    <div aria-hidden="true" data-testid="scores-radar" style={{ width: '100%', height: 240 }}>
      <ResponsiveContainer width="100%" height="100%">
        <RadarChart data={data} outerRadius="70%" accessibilityLayer={false}>
          <PolarGrid />
          <PolarAngleAxis dataKey="label" tick={{ fill: theme.colors.text, fontSize: 12 }} />
          <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
          <Radar dataKey="score" stroke={theme.colors.primary} fill={theme.colors.primary} fillOpacity={0.35} isAnimationActive={false} />
        </RadarChart>
      </ResponsiveContainer>
    </div>
  );
}

export default ScoresRadar;
