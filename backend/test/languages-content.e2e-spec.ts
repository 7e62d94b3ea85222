import { addDaysIso, todayIsoDate } from '@flourishly/contracts/dates';
import {
  weekStartIso,
  type Achievement,
  type ActivityAssignment,
  type ChildProfile,
  type LibraryActivityItem,
  type NotificationList,
} from '@flourishly/contracts';
import { WeeklyPlanAnnouncer } from '../src/activities/weekly-plan-announcer';
import { parentWithChild } from './fixtures';
import { createTestApp, TEST_DIALECTS, type TestApp } from './test-app';
import { devanagariShare } from './language-checks';

/** A date of birth that makes the child `months` old today (about 30.4 days a month). */
const bornMonthsAgo = (months: number) => addDaysIso(todayIsoDate(), -Math.round(months * 30.44));

/** What stays the same whatever the language: ids, codes, enums, numbers and dates. */
const codesOf = (assignment: ActivityAssignment) => ({
  ...assignment,
  activity: { ...assignment.activity, title: undefined, description: undefined },
  reason: assignment.reason === null ? null : 'text',
});

describe.each(TEST_DIALECTS)('the activity plan, library, persona and achievements in the parent’s language (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers a Hindi parent’s plan, summary, library, persona and achievements in Hindi, with the same codes', async () => {
    const family = await parentWithChild(testApp, bornMonthsAgo(50));
    const child = `/api/child-profiles/${family.childId}`;
    const today = todayIsoDate();
    const custom = await family.agent
      .post(`${child}/activity-assignments`)
      .send({
        date: today,
        time: '20:00',
        custom: { title: 'Visit Nani', description: 'Take the bus together', domainType: 'social-emotional', duration: 30 },
      })
      .expect(201);
    const english = {
      plan: (await family.agent.get(`${child}/activity-assignments?date=${today}`).expect(200)).body as ActivityAssignment[],
      library: (await family.agent.get(`/api/activities?childId=${family.childId}`).expect(200)).body as LibraryActivityItem[],
      profile: (await family.agent.get(child).expect(200)).body as ChildProfile,
    };
    expect(english.plan.filter((item) => item.source === 'plan').length).toBeGreaterThan(0);
    await family.agent.patch(`/api/users/${family.user.id}/settings`).send({ locale: 'hi' }).expect(200);

    const plan = await family.agent.get(`${child}/activity-assignments?date=${today}`).expect(200);
    expect(plan.headers['content-language']).toBe('hi');
    expect(plan.headers.vary).toMatch(/accept-language/i);
    const planned = plan.body as ActivityAssignment[];
    expect(planned.map(codesOf)).toEqual(english.plan.map(codesOf));
    for (const item of planned.filter((assignment) => assignment.source === 'plan')) {
      expect(devanagariShare(item.activity.title)).toBeGreaterThan(0.6);
      expect(devanagariShare(item.activity.description)).toBeGreaterThan(0.6);
      // The child's name (Robin) is the reason's only Latin.
      expect(item.reason).toContain('Robin');
      expect(devanagariShare(item.reason!)).toBeGreaterThan(0.6);
    }
    // A parent's own activity stays as they wrote it.
    expect(planned.find((item) => item.id === custom.body.id)?.activity).toMatchObject({
      title: 'Visit Nani',
      description: 'Take the bus together',
    });

    // Completing an activity answers in Hindi, and the summary and the achievement it earns are Hindi too.
    const first = planned.find((item) => item.source === 'plan')!;
    const done = await family.agent.patch(`${child}/activity-assignments/${first.id}`).send({ status: 'completed' }).expect(200);
    expect(done.headers['content-language']).toBe('hi');
    expect(done.body.activity.title).toBe(first.activity.title);
    const summary = await family.agent.get(`${child}/plan-summary?date=${today}`).expect(200);
    expect(summary.headers['content-language']).toBe('hi');
    expect(summary.body.lastCompleted.title).toBe(first.activity.title);
    const achievements = await family.agent.get(`${child}/achievements`).expect(200);
    expect(achievements.headers['content-language']).toBe('hi');
    expect((achievements.body as Achievement[]).map(({ title, description, domainType }) => [title, description, domainType])).toEqual([
      ['पहला कदम', 'सीखने की योजना की पहली गतिविधि पूरी की।', 'general'],
    ]);
    // The bell: the week announced at the child's creation, before the choice, is told in Hindi
    // too, like the achievement and the next week's plan, announced after it.
    await testApp.app.get(WeeklyPlanAnnouncer).announceWeekOf(addDaysIso(weekStartIso(today), 7));
    const bell = await family.agent.get('/api/notifications').expect(200);
    expect(bell.headers['content-language']).toBe('hi');
    const notices = (bell.body as NotificationList).notifications;
    const weekNotice = [
      'weekly-plan',
      expect.stringMatching(/^Robin की \d+ [\u0900-\u097F]+ से शुरू होने वाले हफ़्ते की योजना तैयार है$/),
      'आने वाले दिनों के लिए नई गतिविधियाँ चुनी गई हैं, और हर गतिविधि के साथ लिखा है कि उसे क्यों चुना गया।',
    ];
    // Newest first: the next week's plan, the achievement, this week's plan.
    expect(notices.map(({ kind, title, body }) => [kind, title, body])).toEqual([
      weekNotice,
      ['achievement', 'Robin ने “पहला कदम” बैज पाया', 'सीखने की योजना की पहली गतिविधि पूरी की।'],
      weekNotice,
    ]);

    const library = await family.agent.get(`/api/activities?childId=${family.childId}`).expect(200);
    expect(library.headers['content-language']).toBe('hi');
    const items = library.body as LibraryActivityItem[];
    expect(items.map((item) => [item.id, item.slug, item.domainType, item.duration, item.sourceUrl])).toEqual(
      english.library.map((item) => [item.id, item.slug, item.domainType, item.duration, item.sourceUrl]),
    );
    for (const item of items) {
      for (const text of [item.title, item.description, item.skill, ...item.materials])
        expect([item.slug, devanagariShare(text) > 0.6]).toEqual([item.slug, true]);
    }
    // The search finds the Hindi texts, and the English ones still.
    const byHindi = await family.agent
      .get(`/api/activities?childId=${family.childId}&search=${encodeURIComponent(items[0].title)}`)
      .expect(200);
    expect(byHindi.body.map((item: LibraryActivityItem) => item.id)).toContain(items[0].id);
    const byEnglish = await family.agent
      .get(`/api/activities?childId=${family.childId}&search=${encodeURIComponent(english.library[0].title)}`)
      .expect(200);
    expect(byEnglish.body.map((item: LibraryActivityItem) => item.id)).toContain(items[0].id);

    const profile = await family.agent.get(child).expect(200);
    expect(profile.headers['content-language']).toBe('hi');
    expect(english.profile.personaName).toBe('Balanced Learner');
    expect(profile.body).toEqual({
      ...english.profile,
      personaName: 'संतुलित सीखने वाला',
      personaReasons: ['जवाबों में कोई एक क्षेत्र अलग से नहीं उभरता'],
    });
    const changed = await family.agent.patch(child).send({ temperament: 'active', physicalActivityLevel: 'very-active' }).expect(200);
    expect(changed.headers['content-language']).toBe('hi');
    expect(changed.body.personaName).toBe('ऊर्जावान साहसी');
    expect(changed.body.personaReasons).toEqual(['बहुत सक्रिय और ऊर्जा से भरा', 'हमेशा चलता-फिरता रहता है']);
  });

  it('follows Accept-Language for a parent who has not chosen, and answers English by default', async () => {
    const family = await parentWithChild(testApp, bornMonthsAgo(8));
    const library = (acceptLanguage?: string) => {
      const request = family.agent.get(`/api/activities?childId=${family.childId}`);
      return (acceptLanguage ? request.set('Accept-Language', acceptLanguage) : request).expect(200);
    };
    const english = await library();
    expect(english.headers['content-language']).toBe('en');
    expect(english.body.length).toBeGreaterThan(0);
    for (const item of english.body as LibraryActivityItem[]) expect(devanagariShare(item.title + item.description)).toBe(0);
    const hindi = await library('hi-IN,hi;q=0.9,en;q=0.8');
    expect(hindi.headers['content-language']).toBe('hi');
    expect((hindi.body as LibraryActivityItem[]).map((item) => item.slug)).toEqual(
      (english.body as LibraryActivityItem[]).map((item) => item.slug),
    );
    expect(devanagariShare(hindi.body[0].description)).toBeGreaterThan(0.6);
    expect((await library('fr-FR')).headers['content-language']).toBe('en');

    const profile = await family.agent.get(`/api/child-profiles/${family.childId}`).set('Accept-Language', 'hi').expect(200);
    expect(profile.headers['content-language']).toBe('hi');
    expect(devanagariShare(profile.body.personaName)).toBeGreaterThan(0.6);
  });

  it('keeps the stored English: a Hindi parent’s plan is stored as the English one is', async () => {
    const family = await parentWithChild(testApp, bornMonthsAgo(30));
    await family.agent.patch(`/api/users/${family.user.id}/settings`).send({ locale: 'hi' }).expect(200);
    const tomorrow = addDaysIso(todayIsoDate(), 1);
    const hindi = (await family.agent.get(`/api/child-profiles/${family.childId}/activity-assignments?date=${tomorrow}`).expect(200)).body;
    await family.agent.patch(`/api/users/${family.user.id}/settings`).send({ locale: 'en' }).expect(200);
    const english = await family.agent.get(`/api/child-profiles/${family.childId}/activity-assignments?date=${tomorrow}`).expect(200);
    expect(english.headers['content-language']).toBe('en');
    expect(english.body.map(codesOf)).toEqual(hindi.map(codesOf));
    for (const item of english.body as ActivityAssignment[]) {
      expect(devanagariShare(item.activity.title + item.activity.description + item.reason)).toBe(0);
      expect(item.reason).toMatch(/Robin/);
    }
  });
});
