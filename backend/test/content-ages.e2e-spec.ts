import { format, subDays, subMonths } from 'date-fns';
import { addDaysIso } from '../src/activities/plan-dates';
import { todayIsoDate, type ActivityAssignment, type LibraryActivityItem, type ParentTip } from '@flourishly/contracts';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

/**
 * A baby's plan and tips come only from items for its month of developmental age
 * (docs/product.md, "Plan and tips by age"), through the API as the app reads them.
 */
describe.each(TEST_DIALECTS)('plan and tips by month for babies (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it.each([0, 1, 3, 6, 9, 12])("gives a %i-month-old a week's plan and tips only for that month", async (months) => {
    const parent = await registerParent(testApp);
    // A few days past the month, so the whole week stays in it.
    const dateOfBirth = format(subDays(subMonths(new Date(), months), 2), 'yyyy-MM-dd');
    const created = await parent.agent
      .post('/api/child-profiles')
      .send({ name: 'Asha', dateOfBirth, gender: 'female', primaryDevelopmentalConcern: 'none' })
      .expect(201);
    const childId = created.body.id as number;
    const library = (await parent.agent.get('/api/activities').expect(200)).body as LibraryActivityItem[];
    const byId = new Map(library.map((item) => [item.id, item]));
    const today = todayIsoDate();
    const week = (
      await parent.agent
        .get(`/api/child-profiles/${childId}/activity-assignments`)
        .query({ from: today, to: addDaysIso(today, 4) })
        .expect(200)
    ).body as ActivityAssignment[];
    expect(week.length).toBeGreaterThanOrEqual(15);
    for (const assignment of week) {
      const activity = byId.get(assignment.activity.id!)!;
      expect([activity.slug, activity.minAgeMonths <= months && months <= activity.maxAgeMonths]).toEqual([activity.slug, true]);
      expect(activity.maxAgeMonths - activity.minAgeMonths).toBeLessThan(6);
      expect(assignment.activity.sourceKind).toMatch(/^(adapted|reviewed)$/);
    }
    const personal = (await parent.agent.get(`/api/child-profiles/${childId}/parent-tips`).expect(200)).body as { tips: ParentTip[] };
    const card = (
      await parent.agent
        .get('/api/parent-tips')
        .query({ minAge: -1, maxAge: months >= 12 ? 2 : 1, ageMonths: months })
        .expect(200)
    ).body as ParentTip[];
    for (const tips of [personal.tips, card]) {
      expect(tips.length).toBeGreaterThanOrEqual(3);
      for (const tip of tips) expect([tip.content, tip.minAgeMonths <= months && months <= tip.maxAgeMonths]).toEqual([tip.content, true]);
    }
  });

  it('gives a 2-year-old no tip that ends before 24 months, with or without ageMonths', async () => {
    const parent = await registerParent(testApp);
    for (const query of [
      { minAge: 1, maxAge: 3 },
      { minAge: 1, maxAge: 3, ageMonths: 26 },
    ]) {
      const tips = (await parent.agent.get('/api/parent-tips').query(query).expect(200)).body as ParentTip[];
      expect(tips.length).toBeGreaterThanOrEqual(3);
      expect(tips.filter((tip) => tip.maxAgeMonths < 24)).toEqual([]);
    }
    await parent.agent.get('/api/parent-tips').query({ minAge: 1, maxAge: 3, ageMonths: -1 }).expect(400);
    await parent.agent.get('/api/parent-tips').query({ minAge: 1, maxAge: 3, ageMonths: '2.5' }).expect(400);
  });
});
