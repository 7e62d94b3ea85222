import { useIntl, type IntlShape } from 'react-intl';
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Polygon, Radar, RadarChart, ResponsiveContainer } from 'recharts';
import { useTheme } from 'styled-components';
import { englishIntl } from './messages';
import type { DomainScoreRow } from './scores';

/** One axis of the radar: the domain's label ("Moral (not scored)" when unscored) and its score. */
export interface RadarDatum {
  label: string;
  score: number | null;
}

/**
 * The radar's data: every domain keeps its axis, an unscored one labelled "(not scored)" (in the
 * language of `intl`, English by default) with a null score, so it is never drawn as a 0 (which
 * would read as a weakness).
 */
export function radarData(rows: readonly DomainScoreRow[], intl: IntlShape = englishIntl()): RadarDatum[] {
  return rows.map((row) => ({
    label: row.score === null ? intl.formatMessage({ id: 'dashboard.development.radarNotScored' }, { domain: row.label }) : row.label,
    score: row.score,
  }));
}

interface RadarShapeProps {
  points: { x: number; y: number; payload?: RadarDatum }[];
  fill?: string;
  stroke?: string;
  fillOpacity?: number;
}

/** The polygon through the scored domains only (unscored ones are left out, not pulled to the centre). */
export function ScoredPolygon({ points, fill, stroke, fillOpacity }: RadarShapeProps) {
  const scored = points.filter((point) => point.payload?.score !== null && point.payload?.score !== undefined);
  if (scored.length === 0) return <g />;
  return <Polygon points={scored.map((point) => ({ x: point.x, y: point.y }))} fill={fill} stroke={stroke} fillOpacity={fillOpacity} />;
}

export interface ScoresRadarProps {
  rows: DomainScoreRow[];
}

/**
 * The chart itself; `width` and `height` fix its size (tests), otherwise its container sizes it.
 * `intl` says "(not scored)" in the screen's language (English without it).
 */
export function ScoresRadarChart({ rows, width, height, intl }: ScoresRadarProps & { width?: number; height?: number; intl?: IntlShape }) {
  const theme = useTheme();
  return (
    <RadarChart data={radarData(rows, intl)} outerRadius="70%" accessibilityLayer={false} width={width} height={height}>
      <PolarGrid />
      <PolarAngleAxis dataKey="label" tick={{ fill: theme.colors.text, fontSize: 12 }} />
      <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
      <Radar
        dataKey="score"
        stroke={theme.colors.primary}
        fill={theme.colors.primary}
        fillOpacity={0.35}
        isAnimationActive={false}
        shape={(props: RadarShapeProps) => <ScoredPolygon {...props} />}
      />
    </RadarChart>
  );
}

/**
 * Radar of the five domain scores (0-100); an unscored domain keeps its axis, labelled
 * "(not scored)", and stays out of the polygon, as the bars say "Not scored". Decorative for
 * screen readers: the labelled progress bars beside it carry the same numbers.
 */
export function ScoresRadar({ rows }: ScoresRadarProps) {
  const intl = useIntl();
  return (
    <div aria-hidden="true" data-testid="scores-radar" style={{ width: '100%', height: 240 }}>
      <ResponsiveContainer width="100%" height="100%">
        <ScoresRadarChart rows={rows} intl={intl} />
      </ResponsiveContainer>
    </div>
  );
}

export default ScoresRadar;
