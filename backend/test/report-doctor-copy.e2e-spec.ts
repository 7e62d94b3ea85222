import { addDays, addMonths, format, subMonths } from 'date-fns';
import request from 'supertest';
import { REPORT_RECENT_ASSESSMENTS, type SharedReport } from '@flourishly/contracts';
import { Assessment } from '../src/assessments/assessment.entity';
import { ReportPdfService } from '../src/sharing/report-pdf.service';
import { binaryParser, pdfText } from './pdf-text';
import { type OpenChecklistForm } from './fixtures';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

/** The shared report's JSON stays under this however long the history (10.9 MB with 3,000 assessments before the window). */
const SHARED_REPORT_BYTE_BUDGET = 150_000;
/** Each test draws PDFs in the worker pool and reads them back with pdf.js in another process: slow on a busy machine. */
const SLOW_TEST_MS = 240_000;

/** "20 December 2026", as the report prints a 'yyyy-MM-dd' date. */
const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${format(date, 'yyyy-MM-dd')}T00:00:00Z`),
  );

/** A PDF's text on one line, without pdf.js's page markers ("-- 1 of 2 --"). */
const flatText = async (pdf: Buffer) => (await pdfText(pdf)).replace(/-- \d+ of \d+ --/g, ' ').replace(/\s+/g, ' ');

describe.each(TEST_DIALECTS)('the doctor’s copy of the report (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const anonymous = () => request(testApp.app.getHttpServer());

  /** A parent's child born `months` months ago at `weeks` weeks, with one submitted assessment (every item 'yes' but the first). */
  async function assessedChild(months: number, weeks: number | null, doctorQuestions: Record<string, unknown> = {}) {
    const parent = await registerParent(testApp);
    const dateOfBirth = format(subMonths(new Date(), months), 'yyyy-MM-dd');
    const child = await parent.agent
      .post('/api/child-profiles')
      .send({
        parentId: parent.user.id,
        name: 'Asha Verma',
        dateOfBirth,
        gender: 'female',
        primaryDevelopmentalConcern: 'none',
        gestationalAgeAtBirthWeeks: weeks,
      })
      .expect(201);
    const childId = child.body.id as number;
    const form = (await parent.agent.get(`/api/child-profiles/${childId}/milestone-checklist`).expect(200)).body as OpenChecklistForm;
    const answers = Object.fromEntries(form.checklist.items.map((item, index) => [item.key, index === 0 ? 'not-yet' : 'yes']));
    await parent.agent
      .post(`/api/child-profiles/${childId}/assessments`)
      .send({ checklistKey: form.checklist.key, answers, doctorQuestions })
      .expect(201);
    const link = await parent.agent.post(`/api/child-profiles/${childId}/report-links`).send({ expiresInDays: 7 }).expect(201);
    return { ...parent, childId, token: link.body.token as string, expiresAt: link.body.expiresAt as string, dateOfBirth };
  }

  it(
    'shows a preterm 10-month-old’s corrected and gestational age, every answer and the act-early guidance, in the third person',
    async () => {
      const { agent, childId, token, expiresAt, dateOfBirth } = await assessedChild(10, 30, {
        lostSkills: 'yes',
        lostSkillsDetails: 'She stopped babbling',
        concerns: 'She doesn’t turn to her name',
        childLikes: 'Bath time',
      });
      const report = (await anonymous().get(`/api/shared-reports/${token}`).expect(200)).body as SharedReport;
      expect(report.child).toEqual({
        firstName: 'Asha',
        ageMonths: 10,
        correctedAgeMonths: 7,
        ageText: '10 months (corrected: 7 months)',
        gestationalAgeAtBirthWeeks: 30,
      });
      expect(report.totalAssessments).toBe(1);
      // Born at 30 weeks (70 days early), 7 months corrected: the 9-month screening is still to come, from the due date + 9 months.
      const nineMonthsCorrected = addMonths(addDays(new Date(`${dateOfBirth}T00:00:00`), 70), 9);
      expect(report.screenings).toHaveLength(5);
      expect(report.screenings[0]).toEqual({
        kind: 'developmental',
        ageMonths: 9,
        dueOn: format(nineMonthsCorrected, 'yyyy-MM-dd'),
        status: 'upcoming',
      });
      expect(report.screenings.every((screening) => screening.status === 'upcoming')).toBe(true);

      const own = await agent.get(`/api/child-profiles/${childId}/development-report.pdf`).buffer(true).parse(binaryParser).expect(200);
      const shared = await anonymous().get(`/api/shared-reports/${token}/pdf`).buffer(true).parse(binaryParser).expect(200);
      const expiry = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(expiresAt),
      );
      for (const pdf of [own.body as Buffer, shared.body as Buffer]) {
        const text = await flatText(pdf);
        expect(text).toContain('Age: 10 months (corrected: 7 months) · born at 30 weeks');
        expect(text).toContain('Has the child lost any skills they once had? Yes: “She stopped babbling”');
        expect(text).toContain('concerns the parent? “She doesn’t turn to her name”');
        expect(text).toContain('What does the child like to do? “Bath time”');
        expect(text).toContain('Don’t wait: act early');
        expect(text).toContain('The parent reports that the child has lost skills they once had');
        expect(text).toContain('The parent’s answers to the CDC’s “other things to share with the doctor”');
        expect(text).toContain('Recommended screenings');
        expect(text).toContain(`General developmental screening at 9 months, ${longDate(nineMonthsCorrected)}: Upcoming`);
        expect(text).toContain('Autism screening at 24 months');
        expect(text).not.toMatch(/\byou said\b|\byour child\b|next visit/i);
      }
      const sharedText = await flatText(shared.body);
      expect(sharedText).toContain(`valid until ${expiry}.`);
      expect(sharedText).not.toMatch(/GMT/);
    },
    SLOW_TEST_MS,
  );

  it(
    'writes a Hindi parent’s report in Hindi with a Devanagari font, the PDF they download and the one their link shares',
    async () => {
      const { agent, user, childId, token } = await assessedChild(10, 30, { lostSkills: 'yes', concerns: 'वह अपना नाम सुनकर नहीं मुड़ती' });
      await agent.patch(`/api/users/${user.id}/settings`).send({ locale: 'hi' }).expect(200);
      const own = await agent.get(`/api/child-profiles/${childId}/development-report.pdf`).buffer(true).parse(binaryParser).expect(200);
      const shared = await anonymous().get(`/api/shared-reports/${token}/pdf`).buffer(true).parse(binaryParser).expect(200);
      for (const pdf of [own.body as Buffer, shared.body as Buffer]) {
        expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
        expect(pdf.toString('latin1')).toContain('/Lang (hi)');
        const text = await flatText(pdf);
        // pdf.js reads glyphs in the order drawn and guesses spaces from their positions: a vowel sign drawn
        // before its consonant (ि) comes out first, and a mark may stand apart. So words are compared without
        // spaces, and only words without such a sign: their conjuncts (स्व, स्थ्य, च्च, ल्द, म्र, स्र, प्र) shaped.
        const letters = text.replace(/\s+/g, '');
        for (const word of ['स्वास्थ्य', 'बच्चे', 'जल्दी', 'उम्र:10महीने', 'स्रोत:', 'नाम', 'सुनकर', 'प्र']) expect(letters).toContain(word);
        expect(text).not.toMatch(/Development Report|Latest assessment|Recommended screenings|Don’t wait/);
      }
      // The JSON of the link stays as it was (its page translates its own labels).
      expect((await anonymous().get(`/api/shared-reports/${token}`).expect(200)).body.child.ageText).toBe(
        '10 months (corrected: 7 months)',
      );
    },
    SLOW_TEST_MS,
  );

  it(
    'prints no corrected age for a child born at term and says when nothing needs acting on early',
    async () => {
      const { token, dateOfBirth } = await assessedChild(30, null, { lostSkills: 'no' });
      const report = (await anonymous().get(`/api/shared-reports/${token}`).expect(200)).body as SharedReport;
      expect(report.child).toMatchObject({ ageMonths: 30, correctedAgeMonths: null, ageText: '2 years', gestationalAgeAtBirthWeeks: null });
      expect(report.screenings.map((screening) => screening.status)).toEqual(['past', 'past', 'past', 'past', 'due']);
      const text = await flatText((await anonymous().get(`/api/shared-reports/${token}/pdf`).buffer(true).parse(binaryParser)).body);
      expect(text).toContain('Age: 2 years');
      expect(text).not.toContain('born at');
      expect(text).toContain('Has the child lost any skills they once had? No');
      const thirtyMonths = longDate(addMonths(new Date(`${dateOfBirth}T00:00:00`), 30));
      expect(text).toContain(`General developmental screening at 30 months, ${thirtyMonths}: Due now`);
      expect(text).toContain('Autism screening at 18 months');
    },
    SLOW_TEST_MS,
  );

  it(
    'keeps the report bounded with 3,000 assessments: the recent window plus the latest of each earlier checklist',
    async () => {
      const { childId, token, agent } = await assessedChild(30, null);
      const em = testApp.orm.em.fork();
      const [template] = await em.find(Assessment, { child: childId, status: 'submitted' });
      const start = Date.now() - 3_000 * 60_000;
      const rows = Array.from({ length: 2_999 }, (_, index) => ({
        child: childId,
        status: 'submitted' as const,
        // One of an earlier checklist far back in the history: the window still shows it.
        checklistKey: index === 0 ? 'cdc-24m' : template.checklistKey,
        ageMonths: index === 0 ? 24 : 30,
        answers: index === 0 ? {} : template.answers,
        doctorQuestions: null,
        submittedAt: new Date(start + index * 60_000),
        createdAt: new Date(start + index * 60_000),
        updatedAt: new Date(start + index * 60_000),
      }));
      for (let offset = 0; offset < rows.length; offset += 500) await em.insertMany(Assessment, rows.slice(offset, offset + 500));

      const shared = await anonymous().get(`/api/shared-reports/${token}`).expect(200);
      expect(Buffer.byteLength(shared.text)).toBeLessThan(SHARED_REPORT_BYTE_BUDGET);
      const report = shared.body as SharedReport;
      expect(report.totalAssessments).toBe(3_000);
      expect(report.assessments).toHaveLength(REPORT_RECENT_ASSESSMENTS + 1);
      expect(report.assessments.at(-1)?.checklistKey).toBe('cdc-24m');
      const dates = report.assessments.map((assessment) => assessment.assessedAt);
      expect([...dates].sort().reverse()).toEqual(dates);

      const pdf = await agent.get(`/api/child-profiles/${childId}/development-report.pdf`).buffer(true).parse(binaryParser).expect(200);
      const text = await flatText(pdf.body);
      expect(text).toContain(`The latest ${REPORT_RECENT_ASSESSMENTS + 1} of 3,000 assessments`);
    },
    SLOW_TEST_MS,
  );
});

describe('the report PDF queue', () => {
  it(
    'answers 503 with Retry-After at once when full, and draws what it accepted',
    async () => {
      const pdfs = new ReportPdfService({ maxThreads: 1, maxQueue: 1 });
      const report: SharedReport = {
        child: {
          firstName: 'Asha',
          ageMonths: 10,
          correctedAgeMonths: 7,
          ageText: '10 months (corrected: 7 months)',
          gestationalAgeAtBirthWeeks: 30,
        },
        generatedAt: new Date().toISOString(),
        expiresAt: new Date().toISOString(),
        assessments: [],
        totalAssessments: 0,
        screenings: [],
      };
      try {
        const results = await Promise.allSettled(Array.from({ length: 6 }, () => pdfs.render(report)));
        const refused = results.filter((result) => result.status === 'rejected');
        expect(refused.length).toBeGreaterThan(0);
        for (const result of refused) {
          expect(result.reason).toMatchObject({ retryAfterSeconds: expect.any(Number) });
          expect(result.reason.getStatus()).toBe(503);
        }
        const drawn = results.filter((result) => result.status === 'fulfilled');
        expect(drawn.length).toBeGreaterThan(0);
        for (const result of drawn) expect((result as PromiseFulfilledResult<Buffer>).value.subarray(0, 5).toString()).toBe('%PDF-');
      } finally {
        await pdfs.onModuleDestroy();
      }
    },
    SLOW_TEST_MS,
  );
});
