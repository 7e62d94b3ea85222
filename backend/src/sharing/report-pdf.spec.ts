import { percentileWords, type Measurement, type SharedReport } from '@flourishly/contracts';
import { growthChart } from '../growth/growth-chart';
import { growthScores } from '../growth/who-standards';
import { reportPdfModel, type PdfBlock } from './report-pdf';

const report = (screenings: SharedReport['screenings']): SharedReport => ({
  child: { firstName: 'Asha', ageMonths: 17, correctedAgeMonths: null, ageText: '17 months', gestationalAgeAtBirthWeeks: null },
  generatedAt: '2026-11-25T10:00:00.000Z',
  expiresAt: '2026-12-02T10:00:00.000Z',
  assessments: [],
  totalAssessments: 0,
  screenings,
});

const texts = (model: ReturnType<typeof reportPdfModel>) => model.blocks.map((block) => block.text);

describe('the report PDF’s recommended screenings', () => {
  it('lists each screening with its age, date and status, and the source', () => {
    const model = reportPdfModel(
      report([
        { kind: 'developmental', ageMonths: 9, dueOn: '2026-03-20', status: 'past' },
        { kind: 'developmental', ageMonths: 18, dueOn: '2026-12-20', status: 'due' },
        { kind: 'autism', ageMonths: 18, dueOn: '2026-12-20', status: 'due' },
        { kind: 'autism', ageMonths: 24, dueOn: '2027-06-20', status: 'upcoming' },
        { kind: 'developmental', ageMonths: 30, dueOn: '2027-12-20', status: 'upcoming' },
      ]),
    );
    const lines = texts(model);
    const heading = lines.indexOf('Recommended screenings');
    expect(heading).toBeGreaterThan(0);
    expect(model.blocks[heading].kind).toBe('heading');
    expect(lines.slice(heading + 2, heading + 7)).toEqual([
      'General developmental screening at 9 months, 20 March 2026: Past',
      'General developmental screening at 18 months, 20 December 2026: Due now',
      'Autism screening at 18 months, 20 December 2026: Due now',
      'Autism screening at 24 months, 20 June 2027: Upcoming',
      'General developmental screening at 30 months, 20 December 2027: Upcoming',
    ]);
    expect(lines[heading + 7]).toMatch(/^Source: American Academy of Pediatrics/);
  });

  it('has no screenings section from school age', () => {
    expect(texts(reportPdfModel(report([])))).not.toContain('Recommended screenings');
  });
});

describe('the report PDF’s immunisations', () => {
  const withImmunisations = (immunisations: SharedReport['immunisations']): SharedReport => ({ ...report([]), immunisations });

  it('lists the doses given, then overdue, due and the next ones, with the schedule’s edition and source', () => {
    const model = reportPdfModel(
      withImmunisations({
        schedule: 'IAP',
        doses: [
          { vaccine: 'BCG', dose: 1, dueFrom: '2025-06-20', dueBy: null, status: 'given', givenOn: '2025-06-21', recordId: 1 },
          { vaccine: 'HepB', dose: 2, dueFrom: '2025-08-01', dueBy: null, status: 'overdue', givenOn: null, recordId: null },
          { vaccine: 'TCV', dose: 1, dueFrom: '2025-12-20', dueBy: '2026-03-20', status: 'due', givenOn: null, recordId: null },
          { vaccine: 'MMR', dose: 1, dueFrom: '2026-03-20', dueBy: null, status: 'upcoming', givenOn: null, recordId: null },
        ],
      }),
    );
    const lines = texts(model);
    const heading = lines.indexOf('Immunisations (IAP-ACVIP recommended immunisation schedule 2020-21)');
    expect(heading).toBeGreaterThan(0);
    expect(model.blocks[heading].kind).toBe('heading');
    expect(lines.slice(heading + 2, heading + 7)).toEqual([
      'BCG (tuberculosis), dose 1: given 21 June 2025',
      'Hepatitis B, dose 2: overdue (due 1 August 2025)',
      'Typhoid conjugate (TCV), dose 1: due now (20 December 2025 to 20 March 2026)',
      'Measles, mumps, rubella (MMR), dose 1: upcoming (20 March 2026)',
      expect.stringMatching(/^Source: Indian Academy of Pediatrics/),
    ]);
  });

  it('says when no dose is recorded, and has no section without the data', () => {
    const lines = texts(reportPdfModel(withImmunisations({ schedule: 'CDC', doses: [] })));
    expect(lines).toContain('No dose recorded yet.');
    expect(texts(reportPdfModel(report([])))).not.toContain('No dose recorded yet.');
  });
});

describe('the report PDF’s growth section', () => {
  const measurement = (id: number, measuredOn: string, ageDays: number, weightKg: number): Measurement => {
    const values = { weightKg, lengthCm: null, heightCm: null, headCircumferenceCm: null };
    return { id, measuredOn, ...values, chartSex: 'female', ageDays, correctedAge: false, ...growthScores('female', ageDays, values) };
  };
  const withGrowth = (growth: SharedReport['growth']): SharedReport => ({ ...report([]), growth });
  const weighIns = [measurement(1, '2025-06-20', 0, 3.2), measurement(2, '2026-04-20', 304, 7.9)];

  it('tables the latest value and percentile of each chart, then draws each chart’s five curves and the child’s points', () => {
    const weight = growthChart('weightForAge', 'female', 310, weighIns);
    const length = growthChart('lengthOrHeightForAge', 'female', 310, weighIns);
    const model = reportPdfModel(withGrowth([weight, length]));
    const lines = texts(model);
    const heading = lines.indexOf('Growth (WHO charts)');
    expect(model.blocks[heading].kind).toBe('heading');
    const table = model.blocks.find((block) => block.kind === 'table');
    const latest = weighIns[1];
    expect(table).toMatchObject({
      columns: ['Indicator', 'Date', 'Value', 'Percentile', 'z-score'],
      rows: [
        [
          'Weight for age',
          '20 April 2026',
          '7.9 kg',
          percentileWords(latest.percentiles.weightForAge as number).replace('on the ', ''),
          (latest.zScores.weightForAge as number).toFixed(2),
        ],
      ],
    });
    // Length/height holds no point (no length measured): no empty chart of it.
    const charts = model.blocks.filter((block) => block.kind === 'chart');
    expect(charts.map((block) => block.text)).toEqual(['Weight for age · Girls’ chart']);
    const { chart } = charts[0] as Extract<PdfBlock, { kind: 'chart' }>;
    expect(chart.lines.map((line) => [line.label, line.bold])).toEqual([
      ['3rd', false],
      ['15th', false],
      ['50th', true],
      ['85th', false],
      ['97th', false],
    ]);
    expect(chart.lines[2].points).toEqual(weight.curves.map((curve) => [curve.x, curve.p50]));
    expect(chart.points).toEqual(weight.points.map((point) => [point.x, point.y]));
    expect([chart.x.min, chart.x.max]).toEqual([0, 24]);
    expect(chart.x.ticks).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24]);
    // Every curve and point lies inside the y axis, which starts and ends on a tick.
    const ys = [...chart.lines.flatMap((line) => line.points.map(([, y]) => y)), ...chart.points.map(([, y]) => y)];
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(chart.y.min);
    expect(Math.max(...ys)).toBeLessThanOrEqual(chart.y.max);
    expect([chart.y.ticks[0], chart.y.ticks.at(-1)]).toEqual([chart.y.min, chart.y.max]);
    expect(lines[lines.indexOf('Weight for age · Girls’ chart') + 1]).toMatch(
      /^Lines: the 3rd, 15th, 50th.*WHO Child Growth Standards \(2006\)\.$/,
    );
  });

  it('says no measurement is recorded instead of drawing an empty chart, and has no section without the data', () => {
    const model = reportPdfModel(withGrowth([]));
    expect(texts(model)).toEqual(expect.arrayContaining(['Growth (WHO charts)', 'No growth measurement recorded yet.']));
    expect(model.blocks.some((block) => block.kind === 'chart' || block.kind === 'table')).toBe(false);
    expect(texts(reportPdfModel(report([])))).not.toContain('Growth (WHO charts)');
  });
});
