import { format, subDays, subMonths } from 'date-fns';
import { addDaysIso, todayIsoDate, type ActivityAssignment, type LibraryActivityItem, type ParentTip } from '@flourishly/contracts';
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

  it("searches the library by a baby's months: by ageMonths, or by childId with the developmental age", async () => {
    const parent = await registerParent(testApp);
    const titles = async (query: Record<string, string | number>) =>
      ((await parent.agent.get('/api/activities').query(query).expect(200)).body as LibraryActivityItem[]).map((item) => item.title);
    const forSitters = /^(Supported Sitting|Crawl Tunnel|Finger Foods)/;
    // By whole years, a baby's year offers what sitters and crawlers do.
    expect((await titles({ age: 0 })).filter((title) => forSitters.test(title)).length).toBe(3);

    const twoMonths = await titles({ ageMonths: 2 });
    expect(twoMonths.length).toBeGreaterThanOrEqual(3);
    expect(twoMonths.filter((title) => forSitters.test(title))).toEqual([]);
    const library = new Map(
      ((await parent.agent.get('/api/activities').expect(200)).body as LibraryActivityItem[]).map((item) => [item.title, item]),
    );
    for (const title of twoMonths) {
      const item = library.get(title)!;
      expect([title, item.minAgeMonths <= 2 && 2 <= item.maxAgeMonths]).toEqual([title, true]);
    }
    // From 24 months by whole years, never a baby's item; with the other filters as before.
    const threeYears = await titles({ ageMonths: 40, domain: 'physical' });
    expect(threeYears.length).toBeGreaterThan(0);
    for (const title of threeYears)
      expect([title, library.get(title)!.maxAgeMonths >= 24, library.get(title)!.domainType]).toEqual([title, true, 'physical']);

    // By the child: a 2-month-old, and a preterm 4-month-old born at 28 weeks (about 1 month corrected).
    const child = async (months: number, weeks: number | null) => {
      const dateOfBirth = format(subDays(subMonths(new Date(), months), 2), 'yyyy-MM-dd');
      const created = await parent.agent
        .post('/api/child-profiles')
        .send({ name: 'Asha', dateOfBirth, gender: 'female', primaryDevelopmentalConcern: 'none', gestationalAgeAtBirthWeeks: weeks })
        .expect(201);
      return created.body.id as number;
    };
    expect(await titles({ childId: await child(2, null) })).toEqual(twoMonths);
    const preterm = await titles({ childId: await child(4, 28) });
    expect(preterm).toEqual(await titles({ ageMonths: 1 }));
    expect(preterm).not.toEqual(await titles({ ageMonths: 4 }));

    // Another family's child is not found; bad ages and two age filters at once are 400.
    const stranger = await registerParent(testApp);
    await stranger.agent
      .get('/api/activities')
      .query({ childId: await child(2, null) })
      .expect(404);
    for (const query of [
      { ageMonths: -1 },
      { ageMonths: '2.5' },
      { ageMonths: 156 },
      { ageMonths: 'two' },
      { childId: 0 },
      { age: 0, ageMonths: 2 },
    ]) {
      await parent.agent.get('/api/activities').query(query).expect(400);
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
