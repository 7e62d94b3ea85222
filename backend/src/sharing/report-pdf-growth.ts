import {
  CHART_SEX_LABELS,
  formatReportDate,
  GROWTH_CURVE_PERCENTILES,
  GROWTH_INDICATOR_LABELS,
  GROWTH_REPORT_TEXT,
  ordinal,
  percentileWords,
  type ChartSexName,
  type GrowthChart,
  type GrowthIndicatorName,
  type SharedReport,
} from '@flourishly/contracts';
import type { PdfBlock } from './report-pdf';

/** An axis of a report chart: its label, range and the values that get a grid line and a number. */
export interface PdfAxis {
  label: string;
  min: number;
  max: number;
  ticks: number[];
}

/** A WHO chart as the PDF worker draws it, in the chart's own units (months or cm, kg, cm or kg/m²). */
export interface PdfChart {
  x: PdfAxis;
  y: PdfAxis;
  /** The percentile curves, lowest first ("3rd" ... "97th"); the median is drawn bold. */
  lines: { label: string; bold: boolean; points: [number, number][] }[];
  /** The child's measurements, oldest first. */
  points: [number, number][];
}

const Y_LABELS: Record<GrowthIndicatorName, string> = {
  weightForAge: 'Weight',
  lengthOrHeightForAge: 'Length/height',
  weightForLengthOrHeight: 'Weight',
  bmiForAge: 'BMI',
  headCircumferenceForAge: 'Head circumference',
};

/** Numbers on a y axis: about this many. */
const Y_TICKS = 6;

/** The smallest of 1, 2 and 5 times a power of ten that splits `span` into at most `count` steps. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((multiple) => multiple * power).find((step) => step >= raw) ?? 10 * power;
}

/** Multiples of `step` from `min` to `max` (rounded, so 0.1 * 3 reads 0.3). */
function ticksOf(min: number, max: number, step: number): number[] {
  const ticks: number[] = [];
  for (let index = Math.ceil(min / step - 1e-9); index * step <= max + 1e-9; index += 1) ticks.push(Number((index * step).toFixed(6)));
  return ticks;
}

/** Age charts show whole quarters, half years or years; length charts nice centimetres. */
function xStep(chart: GrowthChart, span: number): number {
  if (chart.xUnit === 'cm') return niceStep(span, 8);
  if (span <= 24) return 3;
  return span <= 60 ? 6 : 12;
}

/**
 * The chart's geometry: x over the curves' range, y from the lowest to the highest of the 3rd
 * curve, the 97th curve and the child's points, widened to whole steps.
 */
export function pdfChartOf(chart: GrowthChart): PdfChart {
  const first = chart.curves[0]?.x ?? Math.min(...chart.points.map((point) => point.x));
  const last = chart.curves.at(-1)?.x ?? Math.max(...chart.points.map((point) => point.x));
  const ys = [...chart.curves.flatMap((curve) => [curve.p3, curve.p97]), ...chart.points.map((point) => point.y)];
  const [low, high] = [Math.min(...ys), Math.max(...ys)];
  const yStep = niceStep(high - low || 1, Y_TICKS);
  const [yMin, yMax] = [Math.floor(low / yStep) * yStep, Math.ceil(high / yStep) * yStep];
  return {
    x: {
      label: chart.xUnit === 'months' ? 'Age (months)' : 'Length/height (cm)',
      min: first,
      max: last,
      ticks: ticksOf(first, last, xStep(chart, last - first)),
    },
    y: { label: `${Y_LABELS[chart.indicator]} (${chart.yUnit})`, min: yMin, max: yMax, ticks: ticksOf(yMin, yMax, yStep) },
    lines: GROWTH_CURVE_PERCENTILES.map((percentile) => ({
      label: ordinal(percentile),
      bold: percentile === 50,
      points: chart.curves.map((curve): [number, number] => [curve.x, curve[`p${percentile}`]]),
    })),
    points: chart.points.map((point): [number, number] => [point.x, point.y]),
  };
}

/** "45th percentile", "below the 1st percentile". */
const percentileText = (percentile: number) => percentileWords(percentile).replace(/^on the /, '');

/**
 * The report's growth section (docs/product.md, "Growth"): a table of the latest value,
 * percentile and z-score of each indicator, then each WHO chart with the child's points and its
 * source. One line instead when no chart holds a measurement; nothing without the data.
 */
export function growthBlocks(report: SharedReport): PdfBlock[] {
  if (!report.growth) return [];
  const charts = report.growth.filter(
    (chart): chart is GrowthChart & { chartSex: ChartSexName } => chart.chartSex !== null && chart.points.length > 0,
  );
  const blocks: PdfBlock[] = [{ kind: 'heading', text: GROWTH_REPORT_TEXT.title }];
  if (charts.length === 0) return [...blocks, { kind: 'text', text: GROWTH_REPORT_TEXT.none }];
  blocks.push({ kind: 'text', text: GROWTH_REPORT_TEXT.lead });
  if (report.child.correctedAgeMonths !== null) blocks.push({ kind: 'muted', text: GROWTH_REPORT_TEXT.corrected });
  const rows = charts.map((chart) => {
    const latest = chart.points[chart.points.length - 1];
    return [
      GROWTH_INDICATOR_LABELS[chart.indicator],
      formatReportDate(latest.measuredOn),
      `${latest.y} ${chart.yUnit}`,
      percentileText(latest.percentile),
      latest.zScore.toFixed(2),
    ];
  });
  blocks.push({ kind: 'table', text: 'Latest measurements', columns: ['Indicator', 'Date', 'Value', 'Percentile', 'z-score'], rows });
  for (const chart of charts) {
    blocks.push(
      {
        kind: 'chart',
        text: `${GROWTH_INDICATOR_LABELS[chart.indicator]} · ${CHART_SEX_LABELS[chart.chartSex]}`,
        chart: pdfChartOf(chart),
      },
      { kind: 'muted', text: `${GROWTH_REPORT_TEXT.lines} ${chart.source}.` },
    );
  }
  return blocks;
}
