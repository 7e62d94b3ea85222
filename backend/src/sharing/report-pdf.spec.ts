import {
  EMPTY_DOCTOR_QUESTIONS,
  percentileWords,
  type Immunisations,
  type Measurement,
  type SharedAssessment,
  type SharedReport,
} from '@flourishly/contracts';
import { CDC_ATTRIBUTION, CDC_DISCLAIMER } from '../content/cdc-milestones';
import { CDC_ATTRIBUTION_HI, CDC_DISCLAIMER_HI } from '../content/hi/milestones.hi';
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

describe('the report PDF in the parent’s language', () => {
  const assessment: SharedAssessment = {
    checklistKey: 'cdc-12m',
    checklistTitle: '12-month milestones',
    checklistSource: CDC_ATTRIBUTION,
    checklistDisclaimer: CDC_DISCLAIMER,
    ageMonths: 12,
    assessedAt: '2026-11-20T09:00:00.000Z',
    scores: { cognitive: 50, physical: 100, socialEmotional: null, language: 75, moral: 100, assessedAt: '2026-11-20T09:00:00.000Z' },
    domains: [],
    notYet: [
      {
        key: 'cdc-12m-cognitive-1',
        domain: 'cognitive',
        text: 'Puts something in a container, like a block in a cup',
        source: `${CDC_ATTRIBUTION} Milestone checklist (2022), 12 months: Cognitive`,
      },
    ],
    strengths: [{ key: 'no-such-key', domain: 'physical', text: 'An item without Hindi', source: 'CDC' }],
    doctorQuestions: { ...EMPTY_DOCTOR_QUESTIONS, lostSkills: 'yes', lostSkillsDetails: 'बोलना कम हो गया', childLikes: 'Bath time' },
    actEarly: true,
  };
  const hindiReport: SharedReport = {
    ...report([{ kind: 'autism', ageMonths: 18, dueOn: '2026-12-20', status: 'due' }]),
    child: {
      firstName: 'Asha',
      ageMonths: 13,
      correctedAgeMonths: 11,
      ageText: '1 year 1 month (corrected: 11 months)',
      gestationalAgeAtBirthWeeks: 32,
    },
    assessments: [assessment],
    totalAssessments: 1,
    immunisations: {
      schedule: 'IAP',
      doses: [
        { vaccine: 'HepB', dose: 1, dueFrom: '2025-10-20', dueBy: null, status: 'given', givenOn: '2025-10-21', recordId: 1 },
        { vaccine: 'MMR', dose: 1, dueFrom: '2026-07-20', dueBy: '2026-08-20', status: 'overdue', givenOn: null, recordId: null },
      ],
    } as Immunisations,
  };

  it('keeps English unless the parent chose another language', () => {
    expect(reportPdfModel(hindiReport)).toEqual(reportPdfModel(hindiReport, { locale: 'en' }));
    expect(reportPdfModel(hindiReport).locale).toBe('en');
  });

  it('writes a Hindi parent’s report in Hindi: the checklist’s texts by their keys, dates in hi-IN, the parent’s words as written', () => {
    const model = reportPdfModel(hindiReport, { locale: 'hi', linkExpiresAt: '2026-12-02T10:00:00.000Z' });
    expect(model.locale).toBe('hi');
    const lines = texts(model);
    expect(model.title).toBe('Asha की विकास रिपोर्ट');
    expect(lines).toEqual(
      expect.arrayContaining([
        'उम्र: 1 साल 1 महीना (सुधारी गई उम्र: 11 महीने) · 32 हफ़्ते पर जन्म',
        '25 नवंबर 2026 को बनाई गई।',
        'बच्चे के माता-पिता ने यह रिपोर्ट सिर्फ़ पढ़ने के लिए एक लिंक से साझा की है, जो 2 दिसंबर 2026 तक खुलेगा।',
        'इंतज़ार न करें: जल्दी कदम उठाएँ',
        'माता-पिता ने बताया है: बच्चा पहले सीखे हुए कुछ कौशल खो चुका है और बच्चे की उम्र के 1 पड़ाव के लिए ‘अभी नहीं’।',
        'सबसे हाल का आकलन: 20 नवंबर 2026 (12 महीने की उम्र में विकास के पड़ाव)',
        'सोच-समझ: 50%',
        'सामाजिक-भावनात्मक: अंक नहीं',
        'किसी चीज़ को किसी बर्तन में डालता है, जैसे कप में ब्लॉक',
        // No Hindi for this key: the English text rather than nothing.
        'An item without Hindi',
        'क्या बच्चा पहले सीखा हुआ कोई कौशल खो चुका है?',
        'हाँ: “बोलना कम हो गया”',
        '“Bath time”',
        '18 महीने की उम्र पर ऑटिज़्म की जाँच, 20 दिसंबर 2026: अभी होनी है',
        'टीकाकरण (IAP-ACVIP की सुझाई गई टीकाकरण सारणी 2020-21)',
        'हेपेटाइटिस बी, खुराक 1: 21 अक्टूबर 2025 को लगी',
        'खसरा, गलसुआ (मम्प्स), रूबेला (MMR), खुराक 1: समय निकल गया (लगनी थी: 20 जुलाई 2026 से 20 अगस्त 2026 तक)',
        'सभी आकलन (1), सबसे नए पहले',
        '20 नवंबर 2026, उम्र 1 साल, 12 महीने की उम्र में विकास के पड़ाव',
        `12 महीने की उम्र में विकास के पड़ाव: ${CDC_ATTRIBUTION_HI}`,
        CDC_DISCLAIMER_HI,
      ]),
    );
    const item = model.blocks.find((block) => block.text === 'किसी चीज़ को किसी बर्तन में डालता है, जैसे कप में ब्लॉक');
    // The CDC's citation in Hindi, the programme named as published.
    expect(item).toEqual(
      expect.objectContaining({
        kind: 'item',
        note: 'सोच-समझ · स्रोत: CDC, Learn the Signs. Act Early. विकास के पड़ावों की सूची (2022), 12 महीने: सोच-समझ (सीखना, सोचना, समस्या सुलझाना)',
      }),
    );
    expect(model.blocks.find((block) => block.text === 'An item without Hindi')).toEqual(
      expect.objectContaining({ note: 'शारीरिक · CDC' }),
    );
    // Every heading and lead is Hindi; the English report's words are gone.
    for (const block of model.blocks.filter((block) => block.kind === 'heading')) expect(block.text).toMatch(/[\u0900-\u097F]/);
    expect(lines.join('\n')).not.toMatch(/Development Report|Latest assessment|Not scored|Recommended screenings|Source: CDC, Learn/);
  });

  it('labels a Hindi report’s growth table and charts in Hindi', () => {
    const weighIns = [
      { id: 1, measuredOn: '2025-06-20', ageDays: 0, weightKg: 3.2 },
      { id: 2, measuredOn: '2026-04-20', ageDays: 304, weightKg: 7.9 },
    ].map(({ id, measuredOn, ageDays, weightKg }): Measurement => {
      const values = { weightKg, lengthCm: null, heightCm: null, headCircumferenceCm: null };
      return { id, measuredOn, ...values, chartSex: 'female', ageDays, correctedAge: false, ...growthScores('female', ageDays, values) };
    });
    const model = reportPdfModel({ ...report([]), growth: [growthChart('weightForAge', 'female', 310, weighIns)] }, { locale: 'hi' });
    const table = model.blocks.find((block) => block.kind === 'table') as Extract<PdfBlock, { kind: 'table' }>;
    expect(table.columns).toEqual(['पैमाना', 'तारीख', 'माप', 'परसेंटाइल', 'z-स्कोर']);
    expect(table.rows[0].slice(0, 3)).toEqual(['उम्र के हिसाब से वज़न', '20 अप्रैल 2026', '7.9 kg']);
    expect(table.rows[0][3]).toMatch(/^\d+(ला|रा|था|ठा|वाँ) परसेंटाइल$/);
    const chart = model.blocks.find((block) => block.kind === 'chart') as Extract<PdfBlock, { kind: 'chart' }>;
    expect(chart.text).toBe('उम्र के हिसाब से वज़न · लड़कियों का चार्ट');
    expect(chart.chart.lines.map((line) => line.label)).toEqual(['3रा', '15वाँ', '50वाँ', '85वाँ', '97वाँ']);
    expect([chart.chart.x.label, chart.chart.y.label]).toEqual(['उम्र (महीने)', 'वज़न (kg)']);
  });
});
