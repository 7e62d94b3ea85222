import { addDaysIso, todayIsoDate } from '@flourishly/contracts/dates';
import { weekStartIso, type ActivityAssignment, type NotificationList } from '@flourishly/contracts';
import { migrateDatabase } from '../src/database/migrate';
import { Notification } from '../src/notifications/notification.entity';
import { parentWithChild } from './fixtures';
import { createTestApp, TEST_DIALECTS, type TestApp } from './test-app';

/** A date of birth that makes the child `months` old today (about 30.4 days a month). */
const bornMonthsAgo = (months: number) => addDaysIso(todayIsoDate(), -Math.round(months * 30.44));

/** The migration that keeps what a notice is told from, and fills it in for older rows. */
const TEXT_PARAMS_MIGRATION = 'Migration20261129190000';

const ENGLISH_PLAN_BODY = 'New activities have been chosen for the days ahead, each with the reason it was picked.';
const HINDI_PLAN_BODY = 'आने वाले दिनों के लिए नई गतिविधियाँ चुनी गई हैं, और हर गतिविधि के साथ लिखा है कि उसे क्यों चुना गया।';
const HINDI_WEEK_TITLE = /^Robin की \d+ [\u0900-\u097F]+ से शुरू होने वाले हफ़्ते की योजना तैयार है$/;

type Family = Awaited<ReturnType<typeof parentWithChild>>;

/** Completes the first planned activity of today: the child earns its first achievement. */
async function completeFirstActivity(family: Family): Promise<void> {
  const child = `/api/child-profiles/${family.childId}`;
  const planned = (await family.agent.get(`${child}/activity-assignments?date=${todayIsoDate()}`).expect(200)).body as ActivityAssignment[];
  const first = planned.find((item) => item.source === 'plan')!;
  await family.agent.patch(`${child}/activity-assignments/${first.id}`).send({ status: 'completed' }).expect(200);
}

async function bell(family: Family) {
  const response = await family.agent.get('/api/notifications').expect(200);
  const list = response.body as NotificationList;
  return {
    language: response.headers['content-language'] as string,
    texts: list.notifications.map(({ kind, title, body }) => [kind, title, body]),
  };
}

describe.each(TEST_DIALECTS)('the bell in the reader’s language of the day (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const chooseLanguage = (family: Family, locale: 'en' | 'hi') =>
    family.agent.patch(`/api/users/${family.user.id}/settings`).send({ locale }).expect(200);

  it('tells notices sent in English in Hindi once the parent chooses Hindi, and in English again after', async () => {
    const family = await parentWithChild(testApp, bornMonthsAgo(50));
    await completeFirstActivity(family);
    const week = new Date(`${weekStartIso(todayIsoDate())}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const english = await bell(family);
    expect(english.language).toBe('en');
    expect(english.texts).toEqual([
      ['achievement', 'Robin earned "First Steps"', 'Completed the first activity of the learning plan.'],
      ['weekly-plan', `Robin's plan for the week of ${week} is ready`, ENGLISH_PLAN_BODY],
    ]);

    await chooseLanguage(family, 'hi');
    const hindi = await bell(family);
    expect(hindi.language).toBe('hi');
    expect(hindi.texts).toEqual([
      ['achievement', 'Robin ने “पहला कदम” बैज पाया', 'सीखने की योजना की पहली गतिविधि पूरी की।'],
      ['weekly-plan', expect.stringMatching(HINDI_WEEK_TITLE), HINDI_PLAN_BODY],
    ]);

    await chooseLanguage(family, 'en');
    expect((await bell(family)).texts).toEqual(english.texts);
  });

  it('tells a baby’s achievement by its baby title in either language', async () => {
    const family = await parentWithChild(testApp, bornMonthsAgo(10));
    await completeFirstActivity(family);
    const achievement = (texts: unknown[][]) => texts.find(([kind]) => kind === 'achievement');
    expect(achievement((await bell(family)).texts)).toEqual([
      'achievement',
      'Robin earned "First Playtime Together"',
      'Completed the first activity of the learning plan.',
    ]);
    await chooseLanguage(family, 'hi');
    expect(achievement((await bell(family)).texts)).toEqual([
      'achievement',
      'Robin ने “साथ खेलने का पहला समय” बैज पाया',
      'सीखने की योजना की पहली गतिविधि पूरी की।',
    ]);
  });

  it('fills in what the notices stored before the migration are told from, and keeps other rows as written', async () => {
    const family = await parentWithChild(testApp, bornMonthsAgo(50));
    await completeFirstActivity(family);
    const baby = await parentWithChild(testApp, bornMonthsAgo(10));
    await completeFirstActivity(baby);
    const connection = testApp.orm.em.getConnection();
    const userId = family.user.id;
    const childId = family.childId;
    // Rows the migration cannot tell again: a reminder, an achievement whose text names no
    // achievement of the child, a week's plan without its key.
    for (const [kind, title, body, dedupeKey] of [
      ['reminder', 'Robin: 4-year milestone checklist opens', 'Open the checklist.', null],
      ['achievement', 'Robin earned "Star of the Week"', 'Something else.', null],
      ['weekly-plan', 'Robin: an old plan notice', 'Written by hand.', null],
    ] as const) {
      await testApp.orm.em
        .fork()
        .insert(Notification, { user: userId, child: childId, kind, title, body, dedupeKey, createdAt: new Date(Date.now() - 60_000) });
    }
    // The database as it was before the migration: no parameters kept.
    await connection.execute('alter table notifications drop column text_params');
    await connection.execute('delete from mikro_orm_migrations where name = ?', [TEXT_PARAMS_MIGRATION]);
    expect(await migrateDatabase(testApp.orm)).toEqual([TEXT_PARAMS_MIGRATION]);

    const kept = [
      ['weekly-plan', 'Robin: an old plan notice', 'Written by hand.'],
      ['achievement', 'Robin earned "Star of the Week"', 'Something else.'],
      ['reminder', 'Robin: 4-year milestone checklist opens', 'Open the checklist.'],
    ];
    await chooseLanguage(family, 'hi');
    expect((await bell(family)).texts).toEqual([
      ['achievement', 'Robin ने “पहला कदम” बैज पाया', 'सीखने की योजना की पहली गतिविधि पूरी की।'],
      ['weekly-plan', expect.stringMatching(HINDI_WEEK_TITLE), HINDI_PLAN_BODY],
      ...kept,
    ]);
    await chooseLanguage(family, 'en');
    expect((await bell(family)).texts).toEqual([
      ['achievement', 'Robin earned "First Steps"', 'Completed the first activity of the learning plan.'],
      ['weekly-plan', expect.stringMatching(/^Robin's plan for the week of /), ENGLISH_PLAN_BODY],
      ...kept,
    ]);
    await chooseLanguage(baby, 'hi');
    expect((await bell(baby)).texts).toEqual([
      ['achievement', 'Robin ने “साथ खेलने का पहला समय” बैज पाया', 'सीखने की योजना की पहली गतिविधि पूरी की।'],
      ['weekly-plan', expect.stringMatching(HINDI_WEEK_TITLE), HINDI_PLAN_BODY],
    ]);
  });
});
