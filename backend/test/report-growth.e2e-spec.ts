import { format, subDays, subMonths } from 'date-fns';
import request from 'supertest';
import { formatReportDate, GROWTH_REPORT_TEXT, percentileWords, type Measurement, type SharedReport } from '@flourishly/contracts';
import { binaryParser, pdfText } from './pdf-text';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

/** Each test draws a PDF in the worker pool and reads it back with pdf.js in another process: slow on a busy machine. */
const SLOW_TEST_MS = 240_000;

const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');
/** A PDF's text on one line, without pdf.js's page markers ("-- 1 of 2 --"). */
const flatText = async (pdf: Buffer) => (await pdfText(pdf)).replace(/-- \d+ of \d+ --/g, ' ').replace(/\s+/g, ' ');

describe.each(TEST_DIALECTS)('the growth section of the report PDF (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** A parent's 10-month-old girl. */
  async function parentWithChild() {
    const parent = await registerParent(testApp);
    const dateOfBirth = isoDate(subMonths(new Date(), 10));
    const child = await parent.agent
      .post('/api/child-profiles')
      .send({ name: 'Asha Verma', dateOfBirth, gender: 'female', primaryDevelopmentalConcern: 'none' })
      .expect(201);
    const childId = child.body.id as number;
    const pdf = async () =>
      flatText(
        (await parent.agent.get(`/api/child-profiles/${childId}/development-report.pdf`).buffer(true).parse(binaryParser).expect(200)).body,
      );
    return { ...parent, childId, dateOfBirth, pdf, measurements: `/api/child-profiles/${childId}/measurements` };
  }

  it(
    'tables the latest value and percentile of each indicator measured and draws its WHO chart, in the parent’s and the shared copy',
    async () => {
      const parent = await parentWithChild();
      await parent.agent.post(parent.measurements).send({ measuredOn: parent.dateOfBirth, weightKg: 3.2, lengthCm: 49.1 }).expect(201);
      const latest = (
        await parent.agent
          .post(parent.measurements)
          .send({ measuredOn: isoDate(subDays(new Date(), 2)), weightKg: 8.1, lengthCm: 71 })
          .expect(201)
      ).body as Measurement;

      const link = await parent.agent.post(`/api/child-profiles/${parent.childId}/report-links`).send({ expiresInDays: 7 }).expect(201);
      const report = (await request(testApp.app.getHttpServer()).get(`/api/shared-reports/${link.body.token}`).expect(200))
        .body as SharedReport;
      expect(report.growth?.map((chart) => chart.indicator)).toEqual([
        'weightForAge',
        'lengthOrHeightForAge',
        'weightForLengthOrHeight',
        'bmiForAge',
      ]);
      expect(report.growth?.[0].points.map((point) => point.measuredOn)).toEqual([parent.dateOfBirth, latest.measuredOn]);

      const shared = await request(testApp.app.getHttpServer())
        .get(`/api/shared-reports/${link.body.token}/pdf`)
        .buffer(true)
        .parse(binaryParser)
        .expect(200);
      for (const text of [await parent.pdf(), await flatText(shared.body)]) {
        expect(text).toContain(GROWTH_REPORT_TEXT.title);
        const weight = percentileWords(latest.percentiles.weightForAge as number).replace('on the ', '');
        expect(text).toContain(
          `Weight for age ${formatReportDate(latest.measuredOn)} 8.1 kg ${weight} ${(latest.zScores.weightForAge as number).toFixed(2)}`,
        );
        const length = percentileWords(latest.percentiles.lengthOrHeightForAge as number).replace('on the ', '');
        expect(text).toContain(`71 cm ${length}`);
        expect(text).toContain('Weight for age · Girls’ chart');
        expect(text).toContain('Weight for length/height · Girls’ chart');
        // Head circumference was never measured: no chart of it.
        expect(text).not.toContain('Head circumference for age · Girls’ chart');
        expect(text).not.toContain(GROWTH_REPORT_TEXT.none);
      }
    },
    SLOW_TEST_MS,
  );

  it(
    'says no measurement is recorded, with no empty chart, for a child never measured',
    async () => {
      const parent = await parentWithChild();
      const text = await parent.pdf();
      expect(text).toContain(`${GROWTH_REPORT_TEXT.title} ${GROWTH_REPORT_TEXT.none}`);
      expect(text).not.toContain('Latest measurements');
      expect(text).not.toContain('Girls’ chart');
      expect(text).not.toContain('Age (months)');
    },
    SLOW_TEST_MS,
  );
});
