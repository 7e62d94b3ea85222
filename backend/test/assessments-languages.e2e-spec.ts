import { addDaysIso, todayIsoDate } from '@flourishly/contracts/dates';
import request from 'supertest';
import type { AssessmentResult, SharedAssessment, SharedReport } from '@flourishly/contracts';
import { CDC_ATTRIBUTION, CDC_DISCLAIMER } from '../src/content/cdc-milestones';
import { CDC_ATTRIBUTION_HI, CDC_DISCLAIMER_HI, MILESTONE_ITEMS_HI } from '../src/content/hi/milestones.hi';
import { MilestoneItem } from '../src/assessments/milestone-item.entity';
import { parentWithChild, type OpenChecklistForm } from './fixtures';
import { createTestApp, TEST_DIALECTS, type TestApp } from './test-app';
import { devanagariShare } from './language-checks';

/** A date of birth that makes the child `months` old today (about 30.4 days a month). */
const bornMonthsAgo = (months: number) => addDaysIso(todayIsoDate(), -Math.round(months * 30.44));

/** What stays the same whatever the language: ids, keys, domains, scores, dates and the parent's answers. */
const codesOf = (assessment: SharedAssessment) => ({
  ...assessment,
  checklistTitle: undefined,
  checklistSource: undefined,
  checklistDisclaimer: undefined,
  notYet: assessment.notYet.map((item) => [item.key, item.domain]),
  strengths: assessment.strengths.map((item) => [item.key, item.domain]),
});

describe.each(TEST_DIALECTS)('assessments and reports in the parent’s language (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const anonymous = () => request(testApp.app.getHttpServer());

  /** A parent of a 4-year-old (a checklist with moral items) who answered 'not-yet' to the first language item, 'yes' to the rest, in `locale`. */
  async function assessedChild(locale: 'en' | 'hi') {
    const family = await parentWithChild(testApp, bornMonthsAgo(50));
    const child = `/api/child-profiles/${family.childId}`;
    if (locale === 'hi') await family.agent.patch(`/api/users/${family.user.id}/settings`).send({ locale }).expect(200);
    const form = (await family.agent.get(`${child}/milestone-checklist`).expect(200)).body as OpenChecklistForm;
    const firstLanguage = form.checklist.items.find((item) => item.domain === 'language')!;
    const answers = Object.fromEntries(form.checklist.items.map((item) => [item.key, item === firstLanguage ? 'not-yet' : 'yes']));
    const submitted = await family.agent
      .post(`${child}/assessments`)
      .send({ checklistKey: form.checklist.key, answers, doctorQuestions: { concerns: 'Speaks little at home' } })
      .expect(201);
    return { ...family, child, form, submitted };
  }

  it('answers a Hindi parent’s submission, history and overview in Hindi, with Content-Language: hi, and keeps the stored English', async () => {
    const family = await assessedChild('hi');
    const { submitted } = family;
    expect(submitted.headers['content-language']).toBe('hi');
    expect(submitted.headers.vary).toMatch(/accept-language/i);
    const result = submitted.body as AssessmentResult;
    expect(result.checklistKey).toBe('cdc-48m');
    expect(result.checklistTitle).toBe('4 साल की उम्र में विकास के पड़ाव');
    expect(result.checklistSource).toBe(CDC_ATTRIBUTION_HI);
    expect(result.checklistDisclaimer).toBe(CDC_DISCLAIMER_HI);
    expect(result.notYet).toHaveLength(1);
    expect(result.strengths.length).toBeGreaterThan(10);
    for (const item of [...result.notYet, ...result.strengths]) {
      expect(item.text).toBe(MILESTONE_ITEMS_HI[item.key]);
      expect(item.source).toMatch(/^स्रोत: CDC, Learn the Signs\. Act Early\. विकास के पड़ावों की सूची \(2022\), 4 साल: /);
    }
    // The parent's own words stay as written.
    expect(result.doctorQuestions.concerns).toBe('Speaks little at home');

    const history = await family.agent.get(`${family.child}/assessments`).expect(200);
    expect(history.headers['content-language']).toBe('hi');
    expect(history.body).toEqual([result]);
    const report = await family.agent.get(`${family.child}/assessments?limit=4`).expect(200);
    expect(report.body).toEqual([result]);
    const overview = await family.agent.get('/api/assessments').expect(200);
    expect(overview.headers['content-language']).toBe('hi');
    expect(overview.body).toEqual([result]);

    // Stored: keys and English. The same assessment read in English is all English, with the same codes.
    const stored = await testApp.orm.em.fork().findOneOrFail(MilestoneItem, { key: result.notYet[0].key });
    expect(devanagariShare(stored.text + stored.source)).toBe(0);
    await family.agent.patch(`/api/users/${family.user.id}/settings`).send({ locale: 'en' }).expect(200);
    const english = await family.agent.get(`${family.child}/assessments`).expect(200);
    expect(english.headers['content-language']).toBe('en');
    const [englishResult] = english.body as AssessmentResult[];
    expect(codesOf(englishResult)).toEqual(codesOf(result));
    expect(englishResult.notYet[0]).toEqual({ key: stored.key, domain: stored.domain, text: stored.text, source: stored.source });
    expect(englishResult.checklistTitle).toBe('Milestones at 4 years');
    expect(devanagariShare(JSON.stringify(english.body))).toBe(0);
  });

  it('answers an English parent as before: the stored English, with Content-Language: en, whatever Accept-Language says once they chose', async () => {
    const family = await assessedChild('en');
    expect(family.submitted.headers['content-language']).toBe('en');
    const result = family.submitted.body as AssessmentResult;
    expect(result).toMatchObject({
      checklistTitle: 'Milestones at 4 years',
      checklistSource: CDC_ATTRIBUTION,
      checklistDisclaimer: CDC_DISCLAIMER,
    });
    const items = new Map(family.form.checklist.items.map((item) => [item.key, item]));
    for (const item of [...result.notYet, ...result.strengths]) expect(item).toEqual(items.get(item.key));
    expect(devanagariShare(JSON.stringify(result))).toBe(0);
    await family.agent.patch(`/api/users/${family.user.id}/settings`).send({ locale: 'en' }).expect(200);
    const history = await family.agent.get(`${family.child}/assessments`).set('Accept-Language', 'hi').expect(200);
    expect(history.headers['content-language']).toBe('en');
    expect(history.body).toEqual([result]);
  });

  it('shows a shared report in its viewer’s language: Accept-Language, else English, whatever the parent chose', async () => {
    const family = await assessedChild('hi');
    const created = await family.agent.post(`${family.child}/report-links`).send({ expiresInDays: 7 }).expect(201);
    const open = (acceptLanguage?: string) => {
      const call = anonymous().get(`/api/shared-reports/${created.body.token}`);
      return (acceptLanguage ? call.set('Accept-Language', acceptLanguage) : call).expect(200);
    };

    const hindi = await open('hi-IN,hi;q=0.9,en;q=0.8');
    expect(hindi.headers['content-language']).toBe('hi');
    expect(hindi.headers.vary).toMatch(/accept-language/i);
    expect(hindi.headers['cache-control']).toBe('no-store');
    const hindiReport = hindi.body as SharedReport;
    expect(hindiReport.child.ageText).toBe('4 साल');
    const [assessment] = hindiReport.assessments;
    expect(assessment.checklistTitle).toBe('4 साल की उम्र में विकास के पड़ाव');
    expect([assessment.checklistSource, assessment.checklistDisclaimer]).toEqual([CDC_ATTRIBUTION_HI, CDC_DISCLAIMER_HI]);
    for (const item of [...assessment.notYet, ...assessment.strengths]) {
      expect(item.text).toBe(MILESTONE_ITEMS_HI[item.key]);
      expect(devanagariShare(item.source)).toBeGreaterThan(0.6);
    }

    const english = await open();
    expect(english.headers['content-language']).toBe('en');
    const englishReport = english.body as SharedReport;
    expect(englishReport.child.ageText).toBe('4 years');
    expect(englishReport.assessments[0].checklistTitle).toBe('Milestones at 4 years');
    expect(devanagariShare(JSON.stringify(englishReport))).toBe(0);
    expect(englishReport.assessments.map(codesOf)).toEqual(hindiReport.assessments.map(codesOf));
    expect({ ...englishReport, generatedAt: undefined, child: { ...englishReport.child, ageText: undefined }, assessments: [] }).toEqual({
      ...hindiReport,
      generatedAt: undefined,
      child: { ...hindiReport.child, ageText: undefined },
      assessments: [],
    });
    expect((await open('fr-FR')).headers['content-language']).toBe('en');
    // Every open counts, in either language.
    const links = await family.agent.get(`${family.child}/report-links`).expect(200);
    expect(links.body[0].openCount).toBe(3);
  });

  it('gives a preterm baby’s shared age with the corrected age in Hindi', async () => {
    const family = await parentWithChild(testApp, bornMonthsAgo(10), 28);
    const created = await family.agent.post(`/api/child-profiles/${family.childId}/report-links`).send({ expiresInDays: 1 }).expect(201);
    const open = (acceptLanguage: string) =>
      anonymous().get(`/api/shared-reports/${created.body.token}`).set('Accept-Language', acceptLanguage).expect(200);
    const english = (await open('en')).body as SharedReport;
    const hindi = (await open('hi')).body as SharedReport;
    const [, months, corrected] = /^(\d+) months \(corrected: (\d+) months\)$/.exec(english.child.ageText) ?? [];
    expect(months).toBeDefined();
    expect(hindi.child.ageText).toBe(`${months} महीने (सुधारी गई उम्र: ${corrected} महीने)`);
    expect(hindi.child.correctedAgeMonths).toBe(english.child.correctedAgeMonths);
  });
});
