import { format } from 'date-fns';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  addDaysIso,
  todayIsoDate,
  weekStartIso,
  type ActivityAssignment,
  type Achievement,
  type NotificationList,
} from '@flourishly/contracts';
import { FUTURE_STATUS_MESSAGE } from '../src/activities/activities.service';
import { WeeklyPlanAnnouncer } from '../src/activities/weekly-plan-announcer';
import { Activity } from '../src/activities/activity.entity';
import { seedContent } from '../src/schema/seed-content';
import { Child } from '../src/children/child.entity';
import { DOMAIN_EVENTS, type GameCompletedEvent } from '../src/common/events/domain-events';
import { type OpenChecklistForm } from './fixtures';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

type Parent = Awaited<ReturnType<typeof registerParent>>;

/** A child of `parent` aged `age` today, created through the ORM. */
/** Adds a child through the API, as a parent does (its creation announces the week's plan). */
async function addChild(parent: Parent, age: number, name: string): Promise<{ id: number }> {
  const dateOfBirth = `${new Date().getFullYear() - age}-01-01`;
  const response = await parent.agent
    .post('/api/child-profiles')
    .send({ name, dateOfBirth, gender: 'female', primaryDevelopmentalConcern: 'none' })
    .expect(201);
  return { id: response.body.id as number };
}

async function createChild(testApp: TestApp, parent: Parent, age: number, extra: Partial<Child> = {}): Promise<Child> {
  const em = testApp.orm.em.fork();
  const today = new Date();
  const birth = `${today.getFullYear() - age}-01-01`;
  const child = em.create(Child, {
    parent: parent.user.id,
    name: extra.name ?? 'Maya',
    dateOfBirth: birth,
    gender: 'female',
    primaryDevelopmentalConcern: 'none',
    ...extra,
  });
  await em.flush();
  return child;
}

describe.each(TEST_DIALECTS)('activity plans and achievements (%s)', (dialect) => {
  let testApp: TestApp;
  const today = todayIsoDate();
  const base = (childId: number) => `/api/child-profiles/${childId}/activity-assignments`;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const day = async (parent: Parent, childId: number, date: string) =>
    (await parent.agent.get(base(childId)).query({ date }).expect(200)).body as ActivityAssignment[];

  it('seeds the activity library idempotently', async () => {
    const snapshot = async () =>
      (await testApp.orm.em.fork().find(Activity, {}, { orderBy: { id: 'asc' } })).map((a) => `${a.id}:${a.slug}:${a.title}`);
    const before = await snapshot();
    expect(before.length).toBeGreaterThanOrEqual(300);
    // A second start seeds again: same rows, same ids (assignments keep their links).
    await seedContent(testApp.orm);
    expect(await snapshot()).toEqual(before);
  });

  it('rejects a date that is not yyyy-MM-dd with 400', async () => {
    const parent = await registerParent(testApp);
    const child = await createChild(testApp, parent, 4);
    for (const date of ['2026-11-2', '22-11-2026', '2026-02-30', 'today', '']) {
      const response = await parent.agent.get(base(child.id)).query({ date }).expect(400);
      expect(response.body).toEqual(expect.objectContaining({ statusCode: 400, message: expect.any(String) }));
    }
    await parent.agent.get(base(child.id)).expect(400);
    await parent.agent
      .get(base(child.id))
      .query({ from: today, to: addDaysIso(today, 70) })
      .expect(400);
  });

  it('generates about three activities for today, in time order, for the child’s age, each with a reason', async () => {
    const parent = await registerParent(testApp);
    const child = await createChild(testApp, parent, 4);
    const plan = await day(parent, child.id, today);
    expect(plan).toHaveLength(3);
    expect(plan.map((a) => a.scheduledFor)).toEqual([`${today}T09:00:00`, `${today}T15:30:00`, `${today}T18:30:00`]);
    const em = testApp.orm.em.fork();
    for (const assignment of plan) {
      expect(assignment.status).toBe('upcoming');
      expect(assignment.reason).toMatch(/.{20,}/);
      expect(assignment.source).toBe('plan');
      expect(assignment.activity).toEqual(
        expect.objectContaining({
          title: expect.any(String),
          description: expect.any(String),
          domainType: expect.any(String),
          duration: expect.any(Number),
        }),
      );
      const library = await em.findOneOrFail(Activity, { id: assignment.activity.id! });
      expect(library.minAge).toBeLessThanOrEqual(4);
      expect(library.maxAge).toBeGreaterThanOrEqual(4);
      // Where the library activity's facts come from travels with it.
      expect(assignment.activity).toEqual(expect.objectContaining({ sourceName: library.sourceName, sourceUrl: library.sourceUrl }));
    }
    // Asking again returns the same plan.
    expect((await day(parent, child.id, today)).map((a) => a.id)).toEqual(plan.map((a) => a.id));
  });

  it('uses the corrected age’s band for a 13-month-old born at 28 weeks', async () => {
    const parent = await registerParent(testApp);
    const now = new Date();
    const born = format(new Date(now.getFullYear(), now.getMonth() - 13, now.getDate()), 'yyyy-MM-dd');
    const child = await createChild(testApp, parent, 0, { dateOfBirth: born, gestationalAgeAtBirthWeeks: 28 });
    const em = testApp.orm.em.fork();
    for (const assignment of await day(parent, child.id, today)) {
      const library = await em.findOneOrFail(Activity, { id: assignment.activity.id! });
      expect(library.minAge).toBe(0);
    }
  });

  it('uses a baby’s age band and a pre-teen’s age band', async () => {
    const parent = await registerParent(testApp);
    const baby = await createChild(testApp, parent, 0);
    const preteen = await createChild(testApp, parent, 11);
    const em = testApp.orm.em.fork();
    for (const [child, age] of [
      [baby, 0],
      [preteen, 11],
    ] as const) {
      for (const assignment of await day(parent, child.id, today)) {
        const library = await em.findOneOrFail(Activity, { id: assignment.activity.id! });
        expect(library.minAge <= age && age <= library.maxAge).toBe(true);
      }
    }
  });

  it('never plans the same activity twice within a week', async () => {
    const parent = await registerParent(testApp);
    const child = await createChild(testApp, parent, 1);
    const week = (
      await parent.agent
        .get(base(child.id))
        .query({ from: today, to: addDaysIso(today, 6) })
        .expect(200)
    ).body as ActivityAssignment[];
    expect(week).toHaveLength(21);
    const ids = week.map((a) => a.activity.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('weights the plan towards the parent’s main concern', async () => {
    const parent = await registerParent(testApp);
    const child = await createChild(testApp, parent, 6, { primaryDevelopmentalConcern: 'language' });
    const week = (
      await parent.agent
        .get(base(child.id))
        .query({ from: today, to: addDaysIso(today, 6) })
        .expect(200)
    ).body as ActivityAssignment[];
    const byDomain = new Map<string, number>();
    for (const a of week) byDomain.set(a.activity.domainType, (byDomain.get(a.activity.domainType) ?? 0) + 1);
    const language = byDomain.get('language') ?? 0;
    expect(language).toBeGreaterThanOrEqual(7);
    for (const count of byDomain.values()) expect(language).toBeGreaterThanOrEqual(count);
    expect(week.find((a) => a.activity.domainType === 'language')?.reason).toContain('main focus');
  });

  it('weights the plan towards the weakest domain of the latest assessment', async () => {
    const parent = await registerParent(testApp);
    const birth = new Date();
    birth.setFullYear(birth.getFullYear() - 8);
    birth.setDate(birth.getDate() - 20);
    const created = await parent.agent
      .post('/api/child-profiles')
      .send({
        parentId: parent.user.id,
        name: 'Nia',
        dateOfBirth: birth.toISOString().slice(0, 10),
        gender: 'female',
        primaryDevelopmentalConcern: 'none',
      })
      .expect(201);
    const childId = created.body.id as number;
    const form = (await parent.agent.get(`/api/child-profiles/${childId}/milestone-checklist`).expect(200)).body as OpenChecklistForm;
    // Physical clearly weakest (0), everything else 100.
    const answers = Object.fromEntries(form.checklist.items.map((item) => [item.key, item.domain === 'physical' ? 'not-yet' : 'yes']));
    const result = await parent.agent
      .post(`/api/child-profiles/${childId}/assessments`)
      .send({ checklistKey: form.checklist.key, answers })
      .expect(201);
    expect(result.body.scores).toMatchObject({ physical: 0, cognitive: 100, language: 100, socialEmotional: 100, moral: 100 });

    const week = (
      await parent.agent
        .get(base(childId))
        .query({ from: today, to: addDaysIso(today, 6) })
        .expect(200)
    ).body as ActivityAssignment[];
    expect(week).toHaveLength(21);
    const count = (domain: string) => week.filter((a) => a.activity.domainType === domain).length;
    // Every day opens with the weakest domain, and it is planned more than any other.
    for (let offset = 0; offset < 7; offset += 1) {
      const first = week.find((a) => a.scheduledFor === `${addDaysIso(today, offset)}T09:00:00`);
      expect(first?.activity.domainType).toBe('physical');
      expect(first?.reason).toMatch(/^Physical is Nia's area to grow most \(0\/100 in the latest assessment\)/);
    }
    for (const domain of ['cognitive', 'language', 'social-emotional', 'moral']) expect(count('physical')).toBeGreaterThan(count(domain));
  });

  it('does not plan days outside the next week', async () => {
    const parent = await registerParent(testApp);
    const child = await createChild(testApp, parent, 5);
    expect(await day(parent, child.id, addDaysIso(today, 30))).toEqual([]);
    expect(await day(parent, child.id, addDaysIso(today, -10))).toEqual([]);
  });

  it('plans no past day when a range is opened, and yesterday only when asked for by name', async () => {
    const parent = await registerParent(testApp);
    const child = await createChild(testApp, parent, 5);
    // The Activities tab's history: the last 62 days up to today.
    const history = (
      await parent.agent
        .get(base(child.id))
        .query({ from: addDaysIso(today, -61), to: today })
        .expect(200)
    ).body as ActivityAssignment[];
    expect(history).toHaveLength(3);
    expect(history.every((a) => a.scheduledFor.startsWith(today))).toBe(true);
    // A family west of the server asks for its today, the server's yesterday.
    const yesterday = await day(parent, child.id, addDaysIso(today, -1));
    expect(yesterday).toHaveLength(3);
    expect(await day(parent, child.id, addDaysIso(today, -2))).toEqual([]);
  });

  it('never notifies on a read: a week is announced once per child, on its creation and by the hourly check', async () => {
    const parent = await registerParent(testApp);
    const child = await addChild(parent, 6, 'Kai');
    const label = (iso: string) =>
      new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
    const titles = async () =>
      ((await parent.agent.get('/api/notifications').expect(200)).body as NotificationList).notifications.map((n) => n.title);
    const thisWeek = weekStartIso(today);
    const nextWeek = addDaysIso(thisWeek, 7);
    expect(await titles()).toEqual([`Kai's plan for the week of ${label(thisWeek)} is ready`]);
    // Reading days plans them, and tells no one.
    expect(await day(parent, child.id, today)).toHaveLength(3);
    expect(await day(parent, child.id, addDaysIso(today, 7))).toHaveLength(3);
    expect(await titles()).toHaveLength(1);
    // Two instances checking at the same moment announce next week once.
    const announcer = testApp.app.get(WeeklyPlanAnnouncer);
    await Promise.all([announcer.announceWeekOf(nextWeek), announcer.announceWeekOf(nextWeek)]);
    expect(await titles()).toEqual([
      `Kai's plan for the week of ${label(nextWeek)} is ready`,
      `Kai's plan for the week of ${label(thisWeek)} is ready`,
    ]);
    expect(await announcer.announceWeekOf(nextWeek)).toBe(0);
    // This week was announced on creation: the check tells Kai's parent nothing new.
    await announcer.announceWeekOf(today);
    expect(await titles()).toHaveLength(2);
  });

  it('adds custom and library activities at a date and time, validates them, and deletes them', async () => {
    const parent = await registerParent(testApp);
    const child = await createChild(testApp, parent, 3);
    const tomorrow = addDaysIso(today, 1);
    const custom = await parent.agent
      .post(base(child.id))
      .send({
        date: tomorrow,
        time: '17:00',
        custom: { title: 'Bake muffins', description: 'Measure and mix together.', domainType: 'cognitive', duration: 30 },
      })
      .expect(201);
    expect(custom.body).toEqual(
      expect.objectContaining({ status: 'upcoming', scheduledFor: `${tomorrow}T17:00:00`, reason: null, source: 'parent' }),
    );
    expect(custom.body.activity).toEqual(expect.objectContaining({ id: null, sourceName: null, sourceUrl: null }));
    const list = await day(parent, child.id, tomorrow);
    expect(list.map((a) => a.scheduledFor.slice(11))).toEqual(['09:00:00', '15:30:00', '17:00:00', '18:30:00']);

    const library = await testApp.orm.em.fork().findOneOrFail(Activity, { slug: { $like: 'moral-2-3-%' } }, { orderBy: { id: 'asc' } });
    const added = await parent.agent.post(base(child.id)).send({ date: tomorrow, time: '08:15', activityId: library.id }).expect(201);
    expect(added.body.activity).toEqual(
      expect.objectContaining({
        id: library.id,
        title: library.title,
        duration: library.durationMinutes,
        sourceName: library.sourceName,
        sourceUrl: library.sourceUrl,
      }),
    );

    await parent.agent.post(base(child.id)).send({ date: tomorrow, time: '08:15', activityId: 999999 }).expect(404);
    await parent.agent.post(base(child.id)).send({ date: tomorrow, time: '25:00', activityId: library.id }).expect(400);
    await parent.agent.post(base(child.id)).send({ date: tomorrow, time: '08:00' }).expect(400);
    await parent.agent
      .post(base(child.id))
      .send({ date: tomorrow, time: '08:00', activityId: library.id, custom: { title: 'Both', domainType: 'moral', duration: 5 } })
      .expect(400);

    await parent.agent.delete(`${base(child.id)}/${custom.body.id}`).expect(204);
    await parent.agent.delete(`${base(child.id)}/${custom.body.id}`).expect(404);
    expect((await day(parent, child.id, tomorrow)).map((a) => a.id)).not.toContain(custom.body.id);
  });

  it('moves an activity between completed, skipped and upcoming', async () => {
    const parent = await registerParent(testApp);
    const child = await createChild(testApp, parent, 7);
    const [first] = await day(parent, child.id, today);
    const url = `${base(child.id)}/${first.id}`;
    const completed = await parent.agent.patch(url).send({ status: 'completed' }).expect(200);
    expect(completed.body.status).toBe('completed');
    expect(completed.body.completedAt).toEqual(expect.any(String));
    const skipped = await parent.agent.patch(url).send({ status: 'skipped' }).expect(200);
    expect(skipped.body).toEqual(expect.objectContaining({ status: 'skipped', completedAt: null }));
    const upcoming = await parent.agent.patch(url).send({ status: 'upcoming' }).expect(200);
    expect(upcoming.body.status).toBe('upcoming');
    await parent.agent.patch(url).send({ status: 'pending' }).expect(400);
    await parent.agent.patch(url).send({ status: 'done' }).expect(400);
    await parent.agent
      .patch(`${base(child.id)}/abc`)
      .send({ status: 'completed' })
      .expect(400);
    expect((await day(parent, child.id, today)).find((a) => a.id === first.id)?.status).toBe('upcoming');
  });

  it('refuses marking done or skipped an activity of a later day, so a streak cannot be earned ahead', async () => {
    const parent = await registerParent(testApp);
    const child = await createChild(testApp, parent, 7);
    const later = addDaysIso(today, 3);
    const [ahead] = await day(parent, child.id, later);
    const url = `${base(child.id)}/${ahead.id}`;
    for (const status of ['completed', 'skipped']) {
      const refused = await parent.agent.patch(url).send({ status }).expect(400);
      expect(refused.body).toEqual({ statusCode: 400, message: FUTURE_STATUS_MESSAGE });
    }
    await parent.agent.patch(url).send({ status: 'upcoming' }).expect(200);
    expect((await day(parent, child.id, later)).find((a) => a.id === ahead.id)?.status).toBe('upcoming');
    // Seven days marked in one sitting earn no streak: only the days already begun somewhere count.
    for (let offset = 0; offset < 7; offset += 1) {
      const [first] = await day(parent, child.id, addDaysIso(today, offset));
      await parent.agent.patch(`${base(child.id)}/${first.id}`).send({ status: 'completed' });
    }
    const titles = ((await parent.agent.get(`/api/child-profiles/${child.id}/achievements`).expect(200)).body as Achievement[]).map(
      (a) => a.title,
    );
    expect(titles).toContain('First Steps');
    expect(titles).not.toContain('Week-Long Streak');
  });

  it('summarises a day for the parent dashboard card', async () => {
    const parent = await registerParent(testApp);
    const child = await createChild(testApp, parent, 8);
    const plan = await day(parent, child.id, today);
    await parent.agent
      .patch(`${base(child.id)}/${plan[1].id}`)
      .send({ status: 'completed' })
      .expect(200);
    const summary = await parent.agent.get(`/api/child-profiles/${child.id}/plan-summary`).query({ date: today }).expect(200);
    expect(summary.body).toEqual({
      date: today,
      planned: 3,
      completed: 1,
      progress: 33,
      lastCompleted: { title: plan[1].activity.title, completedAt: expect.any(String) },
    });
    await parent.agent.get(`/api/child-profiles/${child.id}/plan-summary`).query({ date: 'x' }).expect(400);
  });

  describe('achievement rules', () => {
    const achievements = async (parent: Parent, childId: number) =>
      (await parent.agent.get(`/api/child-profiles/${childId}/achievements`).expect(200)).body as Achievement[];
    const addAndComplete = async (parent: Parent, childId: number, date: string, domainType: string) => {
      const created = await parent.agent
        .post(base(childId))
        .send({ date, time: '10:00', custom: { title: `Practice ${domainType}`, domainType, duration: 10 } })
        .expect(201);
      await parent.agent
        .patch(`${base(childId)}/${created.body.id}`)
        .send({ status: 'completed' })
        .expect(200);
    };
    const titles = (list: Achievement[]) => list.map((a) => a.title);

    it('names a baby’s first achievement for the age, not “First Steps”', async () => {
      const parent = await registerParent(testApp);
      const born = new Date();
      born.setMonth(born.getMonth() - 10);
      const child = await createChild(testApp, parent, 0, { dateOfBirth: born.toISOString().slice(0, 10) });
      await addAndComplete(parent, child.id, today, 'physical');
      expect(titles(await achievements(parent, child.id))).toEqual(['First Playtime Together']);
    });

    it('awards First Steps once, on the first completed activity', async () => {
      const parent = await registerParent(testApp);
      const child = await createChild(testApp, parent, 5);
      expect(await achievements(parent, child.id)).toEqual([]);
      const plan = await day(parent, child.id, today);
      await parent.agent
        .patch(`${base(child.id)}/${plan[0].id}`)
        .send({ status: 'completed' })
        .expect(200);
      const list = await achievements(parent, child.id);
      expect(list).toEqual([
        {
          id: expect.any(Number),
          title: 'First Steps',
          description: expect.any(String),
          domainType: 'general',
          awardedAt: expect.any(String),
        },
      ]);
      await parent.agent
        .patch(`${base(child.id)}/${plan[0].id}`)
        .send({ status: 'upcoming' })
        .expect(200);
      await parent.agent
        .patch(`${base(child.id)}/${plan[0].id}`)
        .send({ status: 'completed' })
        .expect(200);
      await parent.agent
        .patch(`${base(child.id)}/${plan[1].id}`)
        .send({ status: 'completed' })
        .expect(200);
      expect(titles(await achievements(parent, child.id))).toEqual(['First Steps']);
    });

    it('awards a domain badge at five activities of that domain, once', async () => {
      const parent = await registerParent(testApp);
      const child = await createChild(testApp, parent, 5);
      const past = addDaysIso(today, -40);
      for (let i = 0; i < 4; i += 1) await addAndComplete(parent, child.id, past, 'language');
      expect(titles(await achievements(parent, child.id))).toEqual(['First Steps']);
      await addAndComplete(parent, child.id, past, 'language');
      await addAndComplete(parent, child.id, past, 'language');
      const list = await achievements(parent, child.id);
      expect(titles(list).filter((t) => t === 'Word Builder')).toHaveLength(1);
      expect(list[0].domainType).toBe('language');
      // Newest first.
      expect(list.map((a) => a.awardedAt)).toEqual([...list.map((a) => a.awardedAt)].sort().reverse());
    });

    it('awards a 7-day streak and every domain in one week, once each', async () => {
      const parent = await registerParent(testApp);
      const child = await createChild(testApp, parent, 9);
      // 2026-03-01 was a Sunday: one Sunday-Saturday week, every domain, seven days in a row.
      const domains = ['cognitive', 'physical', 'social-emotional', 'language', 'moral', 'cognitive'];
      for (let i = 0; i < 6; i += 1) await addAndComplete(parent, child.id, addDaysIso('2026-03-01', i), domains[i]);
      let list = titles(await achievements(parent, child.id));
      expect(list).toContain('All-Round Week');
      expect(list).not.toContain('Week-Long Streak');
      await addAndComplete(parent, child.id, '2026-03-07', 'physical');
      await addAndComplete(parent, child.id, '2026-03-08', 'physical');
      list = titles(await achievements(parent, child.id));
      expect(list.filter((t) => t === 'Week-Long Streak')).toHaveLength(1);
      expect(list.filter((t) => t === 'All-Round Week')).toHaveLength(1);
    });

    it('awards the game achievements on game events, once', async () => {
      const parent = await registerParent(testApp);
      const child = await createChild(testApp, parent, 8);
      const events = testApp.app.get(EventEmitter2);
      const game = (correctAnswers: number): GameCompletedEvent => ({
        childId: child.id,
        gameId: 1,
        sessionId: 1,
        difficultyLevel: 1,
        score: correctAnswers * 10,
        correctAnswers,
        totalQuestions: 5,
        completedAt: new Date(),
      });
      await events.emitAsync(DOMAIN_EVENTS.gameCompleted, game(3));
      expect(titles(await achievements(parent, child.id))).toEqual(['Game On']);
      await events.emitAsync(DOMAIN_EVENTS.gameCompleted, game(5));
      await events.emitAsync(DOMAIN_EVENTS.gameCompleted, game(5));
      expect(titles(await achievements(parent, child.id)).sort()).toEqual(['Game On', 'Perfect Score']);
    });
  });

  it('notifies the parent of a new week’s plan and of achievements, and marks them read', async () => {
    const parent = await registerParent(testApp);
    const other = await registerParent(testApp);
    const child = await addChild(parent, 6, 'Leo');
    const plan = await day(parent, child.id, today);
    await parent.agent
      .patch(`${base(child.id)}/${plan[0].id}`)
      .send({ status: 'completed' })
      .expect(200);
    const list = (await parent.agent.get('/api/notifications').expect(200)).body as NotificationList;
    expect(list.notifications.map((n) => n.kind).sort()).toEqual(['achievement', 'weekly-plan']);
    expect(list.notifications.find((n) => n.kind === 'weekly-plan')?.title).toMatch(/^Leo's plan for the week of/);
    expect(list.notifications.find((n) => n.kind === 'achievement')?.title).toBe('Leo earned "First Steps"');
    expect(list.unreadCount).toBe(2);
    expect(((await other.agent.get('/api/notifications').expect(200)).body as NotificationList).notifications).toEqual([]);

    // Another parent cannot mark them read.
    await other.agent
      .post('/api/notifications/read')
      .send({ ids: list.notifications.map((n) => n.id) })
      .expect(204);
    expect(((await parent.agent.get('/api/notifications').expect(200)).body as NotificationList).unreadCount).toBe(2);
    await parent.agent
      .post('/api/notifications/read')
      .send({ ids: [list.notifications[0].id] })
      .expect(204);
    expect(((await parent.agent.get('/api/notifications').expect(200)).body as NotificationList).unreadCount).toBe(1);
    await parent.agent.post('/api/notifications/read').send({}).expect(204);
    const after = (await parent.agent.get('/api/notifications').expect(200)).body as NotificationList;
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    await parent.agent
      .post('/api/notifications/read')
      .send({ ids: ['x'] })
      .expect(400);
    await testApp.agent().get('/api/notifications').expect(401);
  });

  it('deletes a child’s notifications with the child, keeping the parent’s others', async () => {
    const parent = await registerParent(testApp);
    const leaving = await addChild(parent, 4, 'Ivy');
    const staying = await addChild(parent, 6, 'Sam');
    for (const child of [leaving, staying]) await parent.agent.get(`${base(child.id)}?date=${today}`).expect(200);
    const before = (await parent.agent.get('/api/notifications').expect(200)).body as NotificationList;
    expect(before.notifications.map((n) => n.title).join(' ')).toMatch(/Ivy's plan/);
    await parent.agent.delete(`/api/child-profiles/${leaving.id}`).expect(204);
    const after = (await parent.agent.get('/api/notifications').expect(200)).body as NotificationList;
    expect(after.notifications.some((n) => n.title.includes('Ivy'))).toBe(false);
    expect(after.notifications.some((n) => n.title.startsWith("Sam's plan"))).toBe(true);
  });

  it('answers 404 to another parent on every child-scoped route', async () => {
    const owner = await registerParent(testApp);
    const stranger = await registerParent(testApp);
    const child = await createChild(testApp, owner, 4);
    const [assignment] = await day(owner, child.id, today);
    const routes: [string, string, object?][] = [
      ['get', `${base(child.id)}?date=${today}`],
      ['post', base(child.id), { date: today, time: '10:00', custom: { title: 'Sneaky', domainType: 'moral', duration: 5 } }],
      ['patch', `${base(child.id)}/${assignment.id}`, { status: 'completed' }],
      ['delete', `${base(child.id)}/${assignment.id}`],
      ['get', `/api/child-profiles/${child.id}/achievements`],
      ['get', `/api/child-profiles/${child.id}/plan-summary?date=${today}`],
    ];
    for (const [method, url, body] of routes) {
      const call = (stranger.agent as unknown as Record<string, (url: string) => { send: (b?: object) => Promise<{ status: number }> }>)[
        method
      ](url);
      expect([method, url, (await call.send(body)).status]).toEqual([method, url, 404]);
      const anonymous = (
        testApp.agent() as unknown as Record<string, (url: string) => { send: (b?: object) => Promise<{ status: number }> }>
      )[method](url);
      expect([method, url, (await anonymous.send(body)).status]).toEqual([method, url, 401]);
    }
    // The owner's assignment of one child cannot be reached through another child of the owner.
    const sibling = await createChild(testApp, owner, 4);
    await owner.agent
      .patch(`${base(sibling.id)}/${assignment.id}`)
      .send({ status: 'completed' })
      .expect(404);
    expect((await day(owner, child.id, today)).find((a) => a.id === assignment.id)?.status).toBe('upcoming');
  });
});
