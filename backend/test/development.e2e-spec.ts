import { EntityManager } from '@mikro-orm/core';
import { addDays, addMonths, format, parseISO, subDays, subMonths, subYears } from 'date-fns';
import type { AssessmentForm, MilestoneAnswer } from '@flourishly/contracts';
import { Child } from '../src/children/child.entity';
import { AssessmentsService } from '../src/assessments/assessments.service';
import { MilestoneChecklist } from '../src/assessments/milestone-checklist.entity';
import { MilestoneItem } from '../src/assessments/milestone-item.entity';
import { ParentTip } from '../src/tips/parent-tip.entity';
import { CONTENT_VERSION } from '../src/content/milestone-content';
import { seedContent } from '../src/schema/seed-content';
import { databaseDigest, type OpenChecklistForm } from './fixtures';
import { DOMAIN_EVENTS } from '../src/common/events/domain-events';
import { ActivityDataReading } from '../src/devices/activity-data-reading.entity';
import { DOMAIN_SCORES_PROVIDER, type DomainScoresProvider } from '../src/common/providers/domain-scores.provider';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');

describe.each(TEST_DIALECTS)('development: assessments, tips, devices (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function parentWithChild(dateOfBirth: string, name = 'Robin', gestationalAgeAtBirthWeeks: number | null = null) {
    const parent = await registerParent(testApp);
    const response = await parent.agent
      .post('/api/child-profiles')
      .send({
        parentId: parent.user.id,
        name,
        dateOfBirth,
        gender: 'other',
        primaryDevelopmentalConcern: 'none',
        gestationalAgeAtBirthWeeks,
      })
      .expect(201);
    return { ...parent, childId: response.body.id as number };
  }

  const answerAll = (form: OpenChecklistForm, pick: (domain: string, index: number) => MilestoneAnswer) => {
    const counters: Record<string, number> = {};
    return Object.fromEntries(
      form.checklist.items.map((item) => {
        counters[item.domain] = (counters[item.domain] ?? 0) + 1;
        return [item.key, pick(item.domain, counters[item.domain] - 1)];
      }),
    );
  };

  describe('checklist selection', () => {
    const today = new Date();
    it.each([
      [2, 'cdc-2m'],
      [4, 'cdc-4m'],
      [23, 'cdc-18m'],
      [24, 'cdc-24m'],
      [59, 'cdc-48m'],
      [60, 'cdc-60m'],
      [71, 'cdc-60m'],
      [72, 'school-6y'],
      [96, 'school-8y'],
      [143, 'school-11y'],
      [144, 'school-12y'],
    ])('a child of %i months gets %s', async (months, key) => {
      const { agent, childId } = await parentWithChild(isoDate(subMonths(today, months)));
      const response = await agent.get(`/api/child-profiles/${childId}/milestone-checklist`).expect(200);
      expect(response.body.childAgeMonths).toBe(months);
      expect(response.body.checklist.key).toBe(key);
      expect(response.body.draft).toBeNull();
    });

    it('gives a term baby of 1 month no checklist and the day the first opens; draft and submit answer 400 and write nothing', async () => {
      const born = isoDate(subMonths(today, 1));
      const { agent, childId } = await parentWithChild(born);
      const form = (await agent.get(`/api/child-profiles/${childId}/milestone-checklist`).expect(200)).body as AssessmentForm;
      const opensOn = isoDate(addMonths(parseISO(born), 2));
      expect(form).toEqual({
        childAgeMonths: 1,
        correctedAgeMonths: null,
        checklist: null,
        firstChecklistOn: opensOn,
        correctionEndsOn: null,
        draft: null,
      });
      const before = await databaseDigest(testApp);
      const payload = { checklistKey: 'cdc-2m', answers: { 'cdc-2m-social-emotional-1': 'yes' } };
      for (const request of [
        agent.put(`/api/child-profiles/${childId}/assessment-draft`).send(payload),
        agent.post(`/api/child-profiles/${childId}/assessments`).send(payload),
      ]) {
        const { body } = await request.expect(400);
        expect(body.message).toBe(`The first milestone checklist opens on ${format(parseISO(opensOn), 'd MMMM yyyy')}, at 2 months.`);
      }
      expect(await databaseDigest(testApp)).toBe(before);
    });

    it('puts babies born at 36+0 and 37+0, 10 weeks ago, on either side of the 2-month line', async () => {
      const born = isoDate(subDays(today, 70));
      // 36+0: 28 days early, 42 days corrected (under 2 months); the checklist opens 2 months after the due date.
      const early = await parentWithChild(born, 'Robin', 36);
      const earlyForm = (await early.agent.get(`/api/child-profiles/${early.childId}/milestone-checklist`).expect(200)).body;
      expect(earlyForm).toMatchObject({
        correctedAgeMonths: 1,
        checklist: null,
        firstChecklistOn: isoDate(addMonths(addDays(parseISO(born), 28), 2)),
      });
      const { body } = await early.agent
        .put(`/api/child-profiles/${early.childId}/assessment-draft`)
        .send({ checklistKey: 'cdc-2m', answers: {} })
        .expect(400);
      expect(body.message).toMatch(/^The first milestone checklist opens on \d{1,2} \w+ \d{4}, at 2 months \(corrected age\)\.$/);
      // 37+0: term, 70 days old (2 months): the 2-month checklist.
      const term = await parentWithChild(born, 'Robin', 37);
      const termForm = (await term.agent.get(`/api/child-profiles/${term.childId}/milestone-checklist`).expect(200)).body;
      expect(termForm).toMatchObject({ childAgeMonths: 2, correctedAgeMonths: null, checklist: { key: 'cdc-2m' }, firstChecklistOn: null });
    });

    it('at 18 weeks old: born at 36+0 gets the 2-month list at 3 months corrected; born at 37+0 the 4-month list, uncorrected', async () => {
      const born = isoDate(subDays(today, 18 * 7));
      const early = await parentWithChild(born, 'Robin', 36);
      const earlyForm = (await early.agent.get(`/api/child-profiles/${early.childId}/milestone-checklist`).expect(200)).body;
      expect(earlyForm).toMatchObject({ correctedAgeMonths: 3, checklist: { key: 'cdc-2m' }, firstChecklistOn: null });
      const term = await parentWithChild(born, 'Robin', 37);
      const termForm = (await term.agent.get(`/api/child-profiles/${term.childId}/milestone-checklist`).expect(200)).body;
      expect(termForm).toMatchObject({ correctedAgeMonths: null, checklist: { key: 'cdc-4m' }, firstChecklistOn: null });
    });

    it('opens the 2-month checklist on the day the baby reaches 2 months, not the day after', async () => {
      // A fixed birth date and clock: 14 November 2026 (term) is 2 months old on 14 January 2027.
      const { childId } = await parentWithChild('2026-11-14');
      const child = await testApp.orm.em.fork().findOneOrFail(Child, childId);
      const service = testApp.app.get(AssessmentsService);
      const dayBefore = await testApp.orm.em.fork().transactional(() => service.getForm(child, new Date(2027, 0, 13, 23, 59)));
      expect(dayBefore).toMatchObject({ childAgeMonths: 1, checklist: null, firstChecklistOn: '2027-01-14' });
      const onTheDay = await testApp.orm.em.fork().transactional(() => service.getForm(child, new Date(2027, 0, 14, 0, 1)));
      expect(onTheDay).toMatchObject({ childAgeMonths: 2, checklist: { key: 'cdc-2m' }, firstChecklistOn: null });
      // Through the API: a baby whose 2-month birthday is today gets the 2-month checklist.
      const twoToday = await parentWithChild(isoDate(subMonths(today, 2)));
      const form = (await twoToday.agent.get(`/api/child-profiles/${twoToday.childId}/milestone-checklist`).expect(200)).body;
      expect(form).toMatchObject({ childAgeMonths: 2, checklist: { key: 'cdc-2m' }, firstChecklistOn: null });
    });

    it('gives the day a preterm child switches to actual age from a month before it, and not earlier', async () => {
      const soon = isoDate(addDays(subMonths(today, 24), 10));
      const preterm = await parentWithChild(soon, 'Robin', 30);
      const form = (await preterm.agent.get(`/api/child-profiles/${preterm.childId}/milestone-checklist`).expect(200)).body;
      expect(form).toMatchObject({ childAgeMonths: 23, correctionEndsOn: isoDate(addMonths(parseISO(soon), 24)), firstChecklistOn: null });
      const term = await parentWithChild(soon, 'Robin', null);
      const termForm = (await term.agent.get(`/api/child-profiles/${term.childId}/milestone-checklist`).expect(200)).body;
      expect(termForm).toMatchObject({ childAgeMonths: 23, correctionEndsOn: null });
      const younger = await parentWithChild(isoDate(addDays(subMonths(today, 23), 10)), 'Robin', 30);
      const youngerForm = (await younger.agent.get(`/api/child-profiles/${younger.childId}/milestone-checklist`).expect(200)).body;
      expect(youngerForm).toMatchObject({ childAgeMonths: 22, correctionEndsOn: null });
    });

    it('uses the checklist below a boundary the day before it', async () => {
      const { agent, childId } = await parentWithChild(isoDate(addDays(subMonths(today, 36), 1)));
      const response = await agent.get(`/api/child-profiles/${childId}/milestone-checklist`).expect(200);
      expect(response.body.checklist.key).toBe('cdc-30m');
    });

    it('chooses the checklist by corrected age for a baby born at 28 weeks, by age for one born at term', async () => {
      const born = isoDate(subMonths(today, 5));
      const preterm = await parentWithChild(born, 'Robin', 28);
      const form = (await preterm.agent.get(`/api/child-profiles/${preterm.childId}/milestone-checklist`).expect(200)).body;
      expect(form).toMatchObject({ childAgeMonths: 5, correctedAgeMonths: 2, checklist: { key: 'cdc-2m' } });
      const term = await parentWithChild(born, 'Robin', null);
      const termForm = (await term.agent.get(`/api/child-profiles/${term.childId}/milestone-checklist`).expect(200)).body;
      expect(termForm).toMatchObject({ childAgeMonths: 5, correctedAgeMonths: null, checklist: { key: 'cdc-4m' } });
      // The corrected-age checklist is the one a submission must use.
      const yes = answerAll(form, () => 'yes');
      await preterm.agent
        .post(`/api/child-profiles/${preterm.childId}/assessments`)
        .send({ checklistKey: 'cdc-4m', answers: yes })
        .expect(400);
      const result = await preterm.agent
        .post(`/api/child-profiles/${preterm.childId}/assessments`)
        .send({ checklistKey: 'cdc-2m', answers: yes })
        .expect(201);
      expect(result.body).toMatchObject({ checklistKey: 'cdc-2m', ageMonths: 5 });
    });

    it('stops correcting at 38 weeks and at 24 months, and follows an edited gestational age', async () => {
      const thirtyEight = await parentWithChild(isoDate(subMonths(today, 5)), 'Robin', 38);
      const form = (await thirtyEight.agent.get(`/api/child-profiles/${thirtyEight.childId}/milestone-checklist`)).body;
      expect(form).toMatchObject({ correctedAgeMonths: null, checklist: { key: 'cdc-4m' } });
      const toddler = await parentWithChild(isoDate(subMonths(today, 24)), 'Robin', 28);
      const toddlerForm = (await toddler.agent.get(`/api/child-profiles/${toddler.childId}/milestone-checklist`)).body;
      expect(toddlerForm).toMatchObject({ correctedAgeMonths: null, checklist: { key: 'cdc-24m' } });
      await thirtyEight.agent.patch(`/api/child-profiles/${thirtyEight.childId}`).send({ gestationalAgeAtBirthWeeks: 30 }).expect(200);
      const edited = (await thirtyEight.agent.get(`/api/child-profiles/${thirtyEight.childId}/milestone-checklist`)).body;
      expect(edited).toMatchObject({ correctedAgeMonths: 2, checklist: { key: 'cdc-2m' } });
    });

    it('reloads the milestone and tip texts into an existing database at start when the library changes', async () => {
      // A database seeded by an earlier release: older version and texts in other words.
      const em = testApp.orm.em.fork();
      const item = await em.findOneOrFail(MilestoneItem, { key: 'cdc-2m-cognitive-1' });
      const text = item.text;
      const tip = (await em.find(ParentTip, {}, { limit: 1, orderBy: { id: 'asc' } }))[0];
      const tipContent = tip.content;
      item.text = 'Watches you as you move (older wording)';
      item.version = '2026.11.2';
      tip.content = 'Older wording of the tip';
      tip.version = '2026.11.2';
      await em.nativeUpdate(MilestoneChecklist, { key: 'cdc-2m' }, { version: '2026.11.2' });
      await em.flush();
      await seedContent(testApp.orm);
      const fresh = testApp.orm.em.fork();
      expect(CONTENT_VERSION).not.toBe('2026.11.2');
      expect(await fresh.findOneOrFail(MilestoneItem, { key: 'cdc-2m-cognitive-1' })).toMatchObject({ text, version: CONTENT_VERSION });
      expect(await fresh.findOneOrFail(ParentTip, tip.id)).toMatchObject({ content: tipContent, version: CONTENT_VERSION });
      expect(await fresh.findOneOrFail(MilestoneChecklist, { key: 'cdc-2m' })).toMatchObject({ version: CONTENT_VERSION });
    });

    it('carries the CDC attribution and disclaimer with every item sourced', async () => {
      const { agent, childId } = await parentWithChild(isoDate(subYears(today, 4)));
      const { body } = await agent.get(`/api/child-profiles/${childId}/milestone-checklist`).expect(200);
      expect(body.checklist.source).toBe('Source: CDC, Learn the Signs. Act Early.');
      expect(body.checklist.disclaimer).toMatch(/does not imply endorsement/);
      expect(body.checklist.items.length).toBeGreaterThan(10);
      for (const item of body.checklist.items) expect(item.source).toMatch(/^Source: CDC/);
    });
  });

  describe('assessments', () => {
    it('scores a submission, stores the history and serves the latest scores', async () => {
      const { agent, childId } = await parentWithChild(isoDate(subYears(new Date(), 8)));
      // No assessment yet: 204 and no body, not a failed request in the parent's browser.
      const none = await agent.get(`/api/child-profiles/${childId}/development-assessment`).expect(204);
      expect(none.text).toBe('');
      const form: OpenChecklistForm = (await agent.get(`/api/child-profiles/${childId}/milestone-checklist`).expect(200)).body;
      expect(form.checklist.key).toBe('school-8y');
      const emitted: unknown[] = [];
      testApp.app.get(EventEmitter2).once(DOMAIN_EVENTS.assessmentSubmitted, (event) => emitted.push(event));

      // cognitive: yes, sometimes, not yet -> 15 / 30 = 50; language: all yes -> 100;
      // physical: all sometimes -> 50; social-emotional: yes, yes, not yet -> 67; moral: one answer only -> hidden.
      const plan: Record<string, MilestoneAnswer[]> = {
        cognitive: ['yes', 'sometimes', 'not-yet'],
        language: ['yes', 'yes', 'yes'],
        physical: ['sometimes', 'sometimes', 'sometimes'],
        'social-emotional': ['yes', 'yes', 'not-yet'],
        moral: ['yes'],
      };
      const answers = Object.fromEntries(
        Object.entries(answerAll(form, (domain, index) => plan[domain][index])).filter(([, answer]) => answer),
      );
      const submitted = await agent
        .post(`/api/child-profiles/${childId}/assessments`)
        .send({ checklistKey: form.checklist.key, answers })
        .expect(201);
      expect(submitted.body.scores).toMatchObject({ cognitive: 50, language: 100, physical: 50, socialEmotional: 67, moral: null });
      expect(submitted.body.domains.find((d: { domain: string }) => d.domain === 'moral')).toMatchObject({ answered: 1, score: null });
      expect(submitted.body.notYet).toHaveLength(2);
      expect(submitted.body.strengths).toHaveLength(7);
      expect(emitted).toEqual([expect.objectContaining({ childId, assessmentId: submitted.body.id })]);

      const latest = await agent.get(`/api/child-profiles/${childId}/development-assessment`).expect(200);
      expect(latest.body).toEqual({
        cognitive: 50,
        physical: 50,
        socialEmotional: 67,
        language: 100,
        moral: null,
        assessedAt: submitted.body.assessedAt,
      });
      const provider = testApp.app.get<DomainScoresProvider>(DOMAIN_SCORES_PROVIDER);
      expect(await provider.latestScores(childId)).toEqual({ cognitive: 50, language: 100, physical: 50, 'social-emotional': 67 });

      const second = await agent
        .post(`/api/child-profiles/${childId}/assessments`)
        .send({ checklistKey: form.checklist.key, answers: answerAll(form, () => 'yes') })
        .expect(201);
      const history = await agent.get(`/api/child-profiles/${childId}/assessments`).expect(200);
      expect(history.body.map((a: { id: number }) => a.id)).toEqual([second.body.id, submitted.body.id]);
      expect(history.body[0].scores).toMatchObject({ cognitive: 100, moral: 100 });
      const across = await agent.get('/api/assessments').expect(200);
      expect(across.body).toHaveLength(2);
      expect(across.body[0].childName).toBe('Robin');
    });

    it('scores a domain the checklist covers with one item once it is answered, and carries the attribution', async () => {
      const { agent, childId } = await parentWithChild(isoDate(subMonths(new Date(), 12)));
      const form: OpenChecklistForm = (await agent.get(`/api/child-profiles/${childId}/milestone-checklist`).expect(200)).body;
      expect(form.checklist.key).toBe('cdc-12m');
      expect(form.checklist.items.filter((item) => item.domain === 'social-emotional')).toHaveLength(1);
      // One social-emotional item (all of them) and one of two cognitive items.
      const answers = answerAll(form, (domain) => (domain === 'social-emotional' ? 'sometimes' : 'yes'));
      const cognitiveSecond = form.checklist.items.filter((item) => item.domain === 'cognitive')[1].key;
      delete answers[cognitiveSecond];
      const { body } = await agent
        .post(`/api/child-profiles/${childId}/assessments`)
        .send({ checklistKey: 'cdc-12m', answers })
        .expect(201);
      expect(body.scores).toMatchObject({ socialEmotional: 50, cognitive: null, moral: null, language: 100, physical: 100 });
      expect(body.checklistSource).toBe('Source: CDC, Learn the Signs. Act Early.');
      expect(body.checklistDisclaimer).toMatch(/does not imply endorsement/);
      expect(body.strengths[0].source).toMatch(/^Source: CDC/);
    });

    it('resumes a draft and clears it on submission', async () => {
      const { agent, childId } = await parentWithChild(isoDate(subYears(new Date(), 4)));
      const form: OpenChecklistForm = (await agent.get(`/api/child-profiles/${childId}/milestone-checklist`)).body;
      const first = form.checklist.items[0].key;
      await agent
        .put(`/api/child-profiles/${childId}/assessment-draft`)
        .send({ checklistKey: 'cdc-48m', answers: { [first]: 'sometimes' } })
        .expect(200);
      const resumed = await agent.get(`/api/child-profiles/${childId}/milestone-checklist`).expect(200);
      expect(resumed.body.draft.answers).toEqual({ [first]: 'sometimes' });
      await agent
        .post(`/api/child-profiles/${childId}/assessments`)
        .send({ checklistKey: 'cdc-48m', answers: { [first]: 'yes' } })
        .expect(201);
      const after = await agent.get(`/api/child-profiles/${childId}/milestone-checklist`).expect(200);
      expect(after.body.draft).toBeNull();
    });

    it("stores the doctor's questions with the assessment and its draft, and flags lost skills, a written concern or a 'not yet' for acting early", async () => {
      const { agent, childId } = await parentWithChild(isoDate(subMonths(new Date(), 18)));
      const form: OpenChecklistForm = (await agent.get(`/api/child-profiles/${childId}/milestone-checklist`)).body;
      const answers = answerAll(form, () => 'yes');
      const doctorQuestions = {
        lostSkills: 'yes',
        lostSkillsDetails: '  Stopped saying "mama"  ',
        specialHealthcareNeeds: 'no',
        concerns: 'Does not point at things',
        doTogether: 'Read books at bedtime',
        childLikes: 'Bath time',
      };
      await agent
        .put(`/api/child-profiles/${childId}/assessment-draft`)
        .send({ checklistKey: form.checklist.key, answers, doctorQuestions })
        .expect(200);
      const resumed = (await agent.get(`/api/child-profiles/${childId}/milestone-checklist`)).body;
      expect(resumed.draft.doctorQuestions).toEqual({
        ...doctorQuestions,
        lostSkillsDetails: 'Stopped saying "mama"',
        specialHealthcareNeedsDetails: '',
      });
      const submitted = await agent
        .post(`/api/child-profiles/${childId}/assessments`)
        .send({ checklistKey: form.checklist.key, answers, doctorQuestions })
        .expect(201);
      expect(submitted.body).toMatchObject({
        actEarly: true,
        doctorQuestions: { lostSkills: 'yes', concerns: 'Does not point at things' },
      });
      const [stored] = (await agent.get(`/api/child-profiles/${childId}/assessments`).expect(200)).body;
      expect(stored).toMatchObject({
        actEarly: true,
        doctorQuestions: { lostSkillsDetails: 'Stopped saying "mama"', childLikes: 'Bath time' },
      });

      // Without the questions (or with 'no' to lost skills), nothing calls for acting early.
      const plain = await agent
        .post(`/api/child-profiles/${childId}/assessments`)
        .send({ checklistKey: form.checklist.key, answers })
        .expect(201);
      expect(plain.body).toMatchObject({ actEarly: false, doctorQuestions: { lostSkills: null, concerns: '' } });
      const no = await agent
        .post(`/api/child-profiles/${childId}/assessments`)
        .send({ checklistKey: form.checklist.key, answers, doctorQuestions: { lostSkills: 'no' } })
        .expect(201);
      expect(no.body.actEarly).toBe(false);

      // CDC: act early on lost skills, any other concern, or a missed milestone.
      const concern = await agent
        .post(`/api/child-profiles/${childId}/assessments`)
        .send({ checklistKey: form.checklist.key, answers, doctorQuestions: { lostSkills: 'no', concerns: 'Does not answer to his name' } })
        .expect(201);
      expect(concern.body.actEarly).toBe(true);
      const [firstKey] = Object.keys(answers);
      const notYet = await agent
        .post(`/api/child-profiles/${childId}/assessments`)
        .send({ checklistKey: form.checklist.key, answers: { ...answers, [firstKey]: 'not-yet' }, doctorQuestions: { lostSkills: 'no' } })
        .expect(201);
      expect(notYet.body.actEarly).toBe(true);
    });

    it("rejects malformed answers to the doctor's questions with 400 and stores nothing", async () => {
      const { agent, childId } = await parentWithChild(isoDate(subYears(new Date(), 4)));
      const url = `/api/child-profiles/${childId}/assessments`;
      const answers = { 'cdc-48m-cognitive-1': 'yes' };
      for (const doctorQuestions of [
        { lostSkills: 'maybe' },
        { concerns: 'x'.repeat(1001) },
        { doTogether: 'a\u0000b' },
        { childLikes: 7 },
        'yes',
      ]) {
        const response = await agent.post(url).send({ checklistKey: 'cdc-48m', answers, doctorQuestions }).expect(400);
        expect(response.body.errors[0].path).toMatch(/^doctorQuestions/);
      }
      expect((await agent.get(url).expect(200)).body).toEqual([]);
    });

    it('rejects invalid submissions with 400', async () => {
      const { agent, childId } = await parentWithChild(isoDate(subYears(new Date(), 4)));
      const url = `/api/child-profiles/${childId}/assessments`;
      await agent
        .post(url)
        .send({ checklistKey: 'cdc-48m', answers: { 'cdc-48m-cognitive-1': 'maybe' } })
        .expect(400);
      await agent.post(url).send({ checklistKey: 'cdc-48m', answers: {} }).expect(400);
      await agent
        .post(url)
        .send({ checklistKey: 'cdc-48m', answers: { 'cdc-60m-cognitive-1': 'yes' } })
        .expect(400);
      await agent
        .post(url)
        .send({ checklistKey: 'cdc-24m', answers: { 'cdc-24m-cognitive-1': 'yes' } })
        .expect(400);
      const bad = await agent.post(url).send({ answers: {} }).expect(400);
      expect(bad.body.statusCode).toBe(400);
    });
  });

  describe('parent tips', () => {
    it('returns tips overlapping the age window, at least three for every age 0-12', async () => {
      const { agent } = await parentWithChild(isoDate(subYears(new Date(), 3)));
      for (let age = 0; age <= 12; age += 1) {
        const { body } = await agent.get(`/api/parent-tips?minAge=${age - 1}&maxAge=${age + 1}`).expect(200);
        expect(body.length).toBeGreaterThanOrEqual(3);
        for (const tip of body) {
          expect(tip.minAge).toBeLessThanOrEqual(age + 1);
          expect(tip.maxAge).toBeGreaterThanOrEqual(age - 1);
        }
        expect(new Set(body.slice(0, 3).map((t: { domain: string }) => t.domain)).size).toBe(3);
      }
      const narrow = await agent.get('/api/parent-tips?minAge=11&maxAge=11').expect(200);
      expect(narrow.body.every((t: { maxAge: number }) => t.maxAge >= 11)).toBe(true);
      expect(narrow.body.some((t: { minAge: number; maxAge: number }) => t.minAge === 10 && t.maxAge === 11)).toBe(true);
      expect(narrow.body.some((t: { maxAge: number }) => t.maxAge === 10)).toBe(false);
      await agent.get('/api/parent-tips?minAge=5').expect(400);
      await agent.get('/api/parent-tips?minAge=6&maxAge=4').expect(400);
      await agent.get('/api/parent-tips?minAge=a&maxAge=4').expect(400);
      await agent.get('/api/parent-tips?minAge=-2&maxAge=4').expect(400);
      expect((await agent.get('/api/parent-tips?minAge=39&maxAge=41').expect(200)).body).toEqual([]);
    });

    it('chooses tips by corrected age: a 13-month-old born at 28 weeks gets the age-0 window', async () => {
      const born = isoDate(subMonths(new Date(), 13));
      const preterm = await parentWithChild(born, 'Robin', 28);
      expect((await preterm.agent.get(`/api/child-profiles/${preterm.childId}/parent-tips`).expect(200)).body.ageYears).toBe(0);
      const term = await parentWithChild(born, 'Robin');
      expect((await term.agent.get(`/api/child-profiles/${term.childId}/parent-tips`).expect(200)).body.ageYears).toBe(1);
    });

    it('personalises tips by the weakest assessed domains', async () => {
      const { agent, childId } = await parentWithChild(isoDate(subYears(new Date(), 8)));
      const before = await agent.get(`/api/child-profiles/${childId}/parent-tips`).expect(200);
      expect(before.body).toMatchObject({ ageYears: 8, focusDomains: [] });
      const form: OpenChecklistForm = (await agent.get(`/api/child-profiles/${childId}/milestone-checklist`)).body;
      const weak: Record<string, MilestoneAnswer> = { language: 'not-yet', moral: 'sometimes' };
      await agent
        .post(`/api/child-profiles/${childId}/assessments`)
        .send({ checklistKey: form.checklist.key, answers: answerAll(form, (domain) => weak[domain] ?? 'yes') })
        .expect(201);
      const after = await agent.get(`/api/child-profiles/${childId}/parent-tips`).expect(200);
      expect(after.body.focusDomains).toEqual(['language', 'moral']);
      expect(after.body.tips.slice(0, 2).map((t: { domain: string }) => t.domain)).toEqual(['language', 'moral']);
    });
  });

  describe('devices', () => {
    /** ISO time `hours` before now, on a whole second. */
    const hoursAgo = (hours: number) => new Date(Math.floor(Date.now() / 1000) * 1000 - hours * 3_600_000).toISOString();
    const twoHoursAgo = hoursAgo(2);
    const reading = (overrides: Record<string, unknown> = {}) => ({
      type: 'steps',
      value: 4200,
      recordedAt: twoHoursAgo,
      ...overrides,
    });

    async function connectedDevice() {
      const parent = await parentWithChild(isoDate(subYears(new Date(), 6)));
      const { body } = await parent.agent
        .post(`/api/child-profiles/${parent.childId}/iot-devices`)
        .send({ deviceName: 'Kids Band', kind: 'fitness-band' })
        .expect(201);
      const post = (data: Record<string, unknown>) =>
        testApp
          .agent()
          .post(`/api/devices/${body.device.id}/activity-data`)
          .set('Authorization', `Bearer ${body.ingestionToken}`)
          .send(data);
      const latest = async (type: string) =>
        (await parent.agent.get(`/api/child-profiles/${parent.childId}/activity-data/latest?type=${type}`).expect(200)).body;
      return { ...parent, deviceId: body.device.id as number, post, latest };
    }

    it('connects a device with a one-time token, ingests readings idempotently and serves the latest', async () => {
      const { agent, childId } = await parentWithChild(isoDate(subYears(new Date(), 6)));
      expect((await agent.get(`/api/child-profiles/${childId}/iot-devices`).expect(200)).body).toEqual([]);
      const connected = await agent
        .post(`/api/child-profiles/${childId}/iot-devices`)
        .send({ deviceName: 'Kids Band', kind: 'fitness-band' })
        .expect(201);
      const { device, ingestionToken } = connected.body;
      expect(device).toEqual({ id: expect.any(Number), deviceName: 'Kids Band', kind: 'fitness-band', lastSynced: null });
      expect(ingestionToken).toMatch(/^fldev_/);
      const listed = await agent.get(`/api/child-profiles/${childId}/iot-devices`).expect(200);
      expect(JSON.stringify(listed.body)).not.toContain(ingestionToken);

      const device$ = () => testApp.agent().post(`/api/devices/${device.id}/activity-data`);
      await device$().set('Authorization', `Bearer ${ingestionToken}`).send(reading()).expect(201);
      const again = await device$()
        .set('Authorization', `Bearer ${ingestionToken}`)
        .send(reading({ value: 4300 }))
        .expect(200);
      expect(again.body.created).toBe(false);
      const oneHourAgo = hoursAgo(1);
      await device$()
        .set('Authorization', `Bearer ${ingestionToken}`)
        .send(reading({ value: 5100, recordedAt: oneHourAgo }))
        .expect(201);
      await device$()
        .set('Authorization', `Bearer ${ingestionToken}`)
        .send(reading({ type: 'sleep', value: 600 }))
        .expect(201);

      const latest = await agent.get(`/api/child-profiles/${childId}/activity-data/latest?type=steps`).expect(200);
      expect(latest.body).toEqual({ type: 'steps', value: 5100, recordedAt: oneHourAgo });
      const older = await agent.get(`/api/child-profiles/${childId}/activity-data/latest?type=activeMins`).expect(200);
      expect(older.body).toEqual({ type: 'activeMins', value: null, recordedAt: null });
      await agent.get(`/api/child-profiles/${childId}/activity-data/latest?type=heart`).expect(400);

      const synced = await agent.get(`/api/child-profiles/${childId}/iot-devices`).expect(200);
      expect(synced.body[0].lastSynced).toEqual(expect.any(String));
      const rows = await testApp.orm.em.fork().getConnection().execute('select count(*) as n from activity_readings');
      expect(Number(rows[0].n)).toBe(3);
    });

    it("shows only the last 24 hours' readings as Today's Activity", async () => {
      const device = await connectedDevice();
      await device.post(reading({ value: 9000, recordedAt: hoursAgo(24 * 7) })).expect(201);
      await device.post(reading({ type: 'sleep', value: 540, recordedAt: hoursAgo(25) })).expect(201);
      // Last week's steps and yesterday morning's sleep are not today's.
      expect(await device.latest('steps')).toEqual({ type: 'steps', value: null, recordedAt: null });
      expect(await device.latest('sleep')).toEqual({ type: 'sleep', value: null, recordedAt: null });
      const recent = hoursAgo(23);
      await device.post(reading({ type: 'sleep', value: 600, recordedAt: recent })).expect(201);
      expect(await device.latest('sleep')).toEqual({ type: 'sleep', value: 600, recordedAt: recent });
      // A newer reading is the latest even when an older one arrived after it.
      const now = hoursAgo(0);
      await device.post(reading({ value: 1200, recordedAt: now })).expect(201);
      await device.post(reading({ value: 800, recordedAt: hoursAgo(3) })).expect(201);
      expect(await device.latest('steps')).toEqual({ type: 'steps', value: 1200, recordedAt: now });
    });

    it('rejects a reading dated more than 5 minutes in the future with a clear 400', async () => {
      const device = await connectedDevice();
      const future = await device.post(reading({ recordedAt: new Date(Date.now() + 10 * 60_000).toISOString() })).expect(400);
      expect(future.body).toEqual({
        statusCode: 400,
        message: 'recordedAt is in the future: a reading may be dated at most 5 minutes ahead of now',
      });
      // A device clock a minute fast is fine.
      await device.post(reading({ recordedAt: new Date(Date.now() + 60_000).toISOString() })).expect(201);
      expect(await device.latest('steps')).toEqual(expect.objectContaining({ value: 4200 }));
    });

    it('treats two identical readings racing past the existence check as the idempotent case', async () => {
      const device = await connectedDevice();
      await device.post(reading()).expect(201);
      // The second request's lookup misses the row the first one has just inserted.
      const findOne = EntityManager.prototype.findOne;
      let raced = false;
      jest.spyOn(EntityManager.prototype, 'findOne').mockImplementation(function (
        this: EntityManager,
        entityName: unknown,
        ...rest: unknown[]
      ) {
        // By class or by name (a repository passes its entity's name).
        if (!raced && (entityName === ActivityDataReading || entityName === ActivityDataReading.name)) {
          raced = true;
          return Promise.resolve(null);
        }
        return (findOne as (...args: unknown[]) => Promise<unknown>).call(this, entityName, ...rest);
      } as typeof findOne);
      const again = await device.post(reading({ value: 4300 })).expect(200);
      expect(raced).toBe(true);
      expect(again.body).toEqual({ type: 'steps', value: 4300, recordedAt: twoHoursAgo, created: false });
      jest.restoreAllMocks();
      expect(await device.latest('steps')).toEqual({ type: 'steps', value: 4300, recordedAt: twoHoursAgo });

      // Truly concurrent identical readings: one is stored, none fails.
      const sameMoment = reading({ value: 4400, recordedAt: hoursAgo(1) });
      const statuses = (await Promise.all([device.post(sameMoment), device.post(sameMoment), device.post(sameMoment)])).map(
        (r) => r.status,
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(2);
      const rows = await testApp.orm.em.fork().count(ActivityDataReading, { device: device.deviceId });
      expect(rows).toBe(2);
    });

    it('rejects a wrong or missing token with 401 and an invalid reading with 400', async () => {
      const { agent, childId } = await parentWithChild(isoDate(subYears(new Date(), 6)));
      const { body } = await agent
        .post(`/api/child-profiles/${childId}/iot-devices`)
        .send({ deviceName: 'Watch', kind: 'smartwatch' })
        .expect(201);
      const url = `/api/devices/${body.device.id}/activity-data`;
      await testApp.agent().post(url).send(reading()).expect(401);
      await testApp.agent().post(url).set('Authorization', 'Bearer fldev_wrong').send(reading()).expect(401);
      await testApp.agent().post(url).set('Authorization', 'Bearer fldev_wrong').send({ nonsense: true }).expect(401);
      await testApp
        .agent()
        .post('/api/devices/999999/activity-data')
        .set('Authorization', `Bearer ${body.ingestionToken}`)
        .send(reading())
        .expect(401);
      const auth = { Authorization: `Bearer ${body.ingestionToken}` };
      await testApp
        .agent()
        .post(url)
        .set(auth)
        .send(reading({ type: 'heart' }))
        .expect(400);
      await testApp
        .agent()
        .post(url)
        .set(auth)
        .send(reading({ value: -1 }))
        .expect(400);
      await testApp
        .agent()
        .post(url)
        .set(auth)
        .send(reading({ type: 'sleep', value: 2000 }))
        .expect(400);
      await testApp
        .agent()
        .post(url)
        .set(auth)
        .send(reading({ recordedAt: 'yesterday' }))
        .expect(400);
      await agent.post(`/api/child-profiles/${childId}/iot-devices`).send({ deviceName: 'x', kind: 'smartwatch' }).expect(400);
      await agent.post(`/api/child-profiles/${childId}/iot-devices`).send({ deviceName: 'Watch', kind: 'phone' }).expect(400);
    });

    it("answers 404 for another parent's device and disconnects one's own", async () => {
      const owner = await parentWithChild(isoDate(subYears(new Date(), 6)));
      const stranger = await registerParent(testApp);
      const { body } = await owner.agent
        .post(`/api/child-profiles/${owner.childId}/iot-devices`)
        .send({ deviceName: 'Band', kind: 'fitness-band' })
        .expect(201);
      await stranger.agent.delete(`/api/devices/${body.device.id}`).expect(404);
      await owner.agent.delete(`/api/devices/${body.device.id}`).expect(204);
      expect((await owner.agent.get(`/api/child-profiles/${owner.childId}/iot-devices`)).body).toEqual([]);
    });
  });

  describe("a stranger's child", () => {
    it.each([
      ['get', 'milestone-checklist'],
      ['put', 'assessment-draft'],
      ['post', 'assessments'],
      ['get', 'assessments'],
      ['get', 'development-assessment'],
      ['get', 'parent-tips'],
      ['get', 'iot-devices'],
      ['post', 'iot-devices'],
      ['get', 'activity-data/latest?type=steps'],
    ] as const)('%s /child-profiles/{childId}/%s is 404', async (method, path) => {
      const owner = await parentWithChild(isoDate(subYears(new Date(), 5)));
      const stranger = await registerParent(testApp);
      const body =
        method === 'get'
          ? undefined
          : { checklistKey: 'cdc-60m', answers: { 'cdc-60m-cognitive-1': 'yes' }, deviceName: 'Band', kind: 'other' };
      const request = stranger.agent[method](`/api/child-profiles/${owner.childId}/${path}`);
      await (body ? request.send(body) : request).expect(404);
    });

    it('needs a session on every development route', async () => {
      const anonymous = testApp.agent();
      await anonymous.get('/api/child-profiles/1/milestone-checklist').expect(401);
      await anonymous.get('/api/parent-tips?minAge=1&maxAge=3').expect(401);
      await anonymous.get('/api/assessments').expect(401);
      await anonymous.delete('/api/devices/1').expect(401);
    });
  });
});
