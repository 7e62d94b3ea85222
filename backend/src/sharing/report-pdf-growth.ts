import {
  GROWTH_CURVE_PERCENTILES,
  type ChartSexName,
  type GrowthChart,
  type GrowthIndicatorName,
  type SharedReport,
} from '@flourishly/contracts';
import type { PdfBlock } from './report-pdf';
import { reportTextIn, type ChartMeasure, type ReportText } from './report-text';

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

/** What each chart's y axis measures. */
const Y_MEASURES: Record<GrowthIndicatorName, ChartMeasure> = {
  weightForAge: 'weight',
  lengthOrHeightForAge: 'length',
  weightForLengthOrHeight: 'weight',
  bmiForAge: 'bmi',
  headCircumferenceForAge: 'head',
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
 * curve, the 97th curve and the child's points, widened to whole steps; labels in the language of
 * `text` (English by default).
 */
export function pdfChartOf(chart: GrowthChart, text: ReportText = reportTextIn('en')): PdfChart {
  const first = chart.curves[0]?.x ?? Math.min(...chart.points.map((point) => point.x));
  const last = chart.curves.at(-1)?.x ?? Math.max(...chart.points.map((point) => point.x));
  const ys = [...chart.curves.flatMap((curve) => [curve.p3, curve.p97]), ...chart.points.map((point) => point.y)];
  const [low, high] = [Math.min(...ys), Math.max(...ys)];
  const yStep = niceStep(high - low || 1, Y_TICKS);
  const [yMin, yMax] = [Math.floor(low / yStep) * yStep, Math.ceil(high / yStep) * yStep];
  return {
    x: {
      label: text.growth.xAxis(chart.xUnit),
      min: first,
      max: last,
      ticks: ticksOf(first, last, xStep(chart, last - first)),
    },
    y: { label: text.growth.yAxis(Y_MEASURES[chart.indicator], chart.yUnit), min: yMin, max: yMax, ticks: ticksOf(yMin, yMax, yStep) },
    lines: GROWTH_CURVE_PERCENTILES.map((percentile) => ({
      label: text.growth.curve(percentile),
      bold: percentile === 50,
      points: chart.curves.map((curve): [number, number] => [curve.x, curve[`p${percentile}`]]),
    })),
    points: chart.points.map((point): [number, number] => [point.x, point.y]),
  };
}

/**
 * The report's growth section (docs/product.md, "Growth"): a table of the latest value,
 * percentile and z-score of each indicator, then each WHO chart with the child's points and its
 * source. One line instead when no chart holds a measurement; nothing without the data. In the
 * language of `text`.
 */
export function growthBlocks(report: SharedReport, text: ReportText = reportTextIn('en')): PdfBlock[] {
  if (!report.growth) return [];
  const charts = report.growth.filter(
    (chart): chart is GrowthChart & { chartSex: ChartSexName } => chart.chartSex !== null && chart.points.length > 0,
  );
  const blocks: PdfBlock[] = [{ kind: 'heading', text: text.growth.title }];
  if (charts.length === 0) return [...blocks, { kind: 'text', text: text.growth.none }];
  blocks.push({ kind: 'text', text: text.growth.lead });
  if (report.child.correctedAgeMonths !== null) blocks.push({ kind: 'muted', text: text.growth.corrected });
  const rows = charts.map((chart) => {
    const latest = chart.points[chart.points.length - 1];
    return [
      text.growth.indicator(chart.indicator),
      text.date(latest.measuredOn),
      `${latest.y} ${chart.yUnit}`,
      text.growth.percentile(latest.percentile),
      text.growth.decimal(latest.zScore, 2),
    ];
  });
  blocks.push({ kind: 'table', text: text.growth.table, columns: text.growth.columns, rows });
  for (const chart of charts) {
    blocks.push(
      { kind: 'chart', text: text.growth.chartTitle(chart.indicator, chart.chartSex), chart: pdfChartOf(chart, text) },
      { kind: 'muted', text: `${text.growth.lines} ${chart.source}.` },
    );
  }
  return blocks;
}
