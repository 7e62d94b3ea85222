import { addDaysIso, todayIsoDate, type ActivityAssignment } from '@flourishly/contracts';
import { Child } from '../src/children/child.entity';
import { SentReminder } from '../src/reminders/sent-reminder.entity';
import { addedDaysAgo, birthDateFor, headerOf, mailsTo, scanAndSend } from './reminder-mail-helpers';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

type Parent = Awaited<ReturnType<typeof registerParent>>;

async function addChild(parent: Parent, name: string, dateOfBirth: string): Promise<number> {
  const response = await parent.agent
    .post('/api/child-profiles')
    .send({ name, dateOfBirth, gender: 'female', primaryDevelopmentalConcern: 'none' })
    .expect(201);
  return response.body.id as number;
}

/** A child added 10 days ago whose `months`-month checklist opened today (or the latest day before it a birth date allows). */
async function addChildWhoseChecklistOpened(testApp: TestApp, parent: Parent, name: string, months: number): Promise<number> {
  const childId = await addChild(parent, name, birthDateFor(months));
  await addedDaysAgo(testApp.orm, childId, 10);
  return childId;
}

async function turnOn(parent: Parent, reminders: Record<string, boolean>) {
  await parent.agent.patch(`/api/users/${parent.user.id}/settings`).send({ reminders }).expect(200);
}

describe.each(TEST_DIALECTS)('email reminders (%s)', (dialect) => {
  let testApp: TestApp;
  const outbox = () => testApp.config.mail.outboxDir;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('sends nothing but immunisation reminders by default: no checklist email for a baby whose checklist opens today', async () => {
    const parent = await registerParent(testApp);
    await addChildWhoseChecklistOpened(testApp, parent, 'Quiet', 2);
    await scanAndSend(testApp);
    expect(await mailsTo(outbox(), parent.credentials.email)).toHaveLength(0);
  });

  it('emails once when a checklist opens, naming the child, with a one-click unsubscribe that works signed out', async () => {
    const parent = await registerParent(testApp);
    await turnOn(parent, { checklists: true });
    const childId = await addChildWhoseChecklistOpened(testApp, parent, 'Asha', 4);
    await scanAndSend(testApp);
    await scanAndSend(testApp);
    const mails = await mailsTo(outbox(), parent.credentials.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Reminder for Asha: 4-month milestone checklist opens');
    expect(mail.text).toContain("Asha's next milestone checklist opens on");
    expect(mail.text).toContain(`/child/${childId}`);
    // The bell shows the same reminder.
    const bell = await parent.agent.get('/api/notifications').expect(200);
    expect(bell.body.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'reminder',
        title: 'Reminder for Asha: 4-month milestone checklist opens',
        link: `/child/${childId}`,
      }),
    );
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = new URL(headerOf(mail, 'List-Unsubscribe')!.replace(/^<|>$/g, ''));
    expect(url.pathname).toMatch(/^\/api\/reminders\/unsubscribe\/u\d+-checklists\./);
    expect(mail.text).toContain(url.pathname);

    // A mail client's one-click POST (RFC 8058), without a cookie.
    const anonymous = testApp.agent();
    const page = await anonymous.get(url.pathname).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Milestone checklist reminders');
    expect((await parent.agent.get(`/api/users/${parent.user.id}/settings`).expect(200)).body.reminders.checklists).toBe(true);
    const done = await anonymous.post(url.pathname).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(done.body).toMatchObject({ kind: 'checklists' });
    const settings = await parent.agent.get(`/api/users/${parent.user.id}/settings`).expect(200);
    expect(settings.body.reminders).toEqual({ immunizations: true, checklists: false, screenings: false, weeklyPlan: false });
  });

  it('writes to a Hindi parent in Hindi, the email and the bell alike', async () => {
    const parent = await registerParent(testApp, { fullName: 'Meera Shah' });
    await parent.agent
      .patch(`/api/users/${parent.user.id}/settings`)
      .send({ locale: 'hi', reminders: { checklists: true } })
      .expect(200);
    await addChildWhoseChecklistOpened(testApp, parent, 'Asha', 4);
    await scanAndSend(testApp);
    const [mail] = await mailsTo(outbox(), parent.credentials.email);
    const title = 'Asha के लिए रिमाइंडर: 4 महीने की उम्र के विकास के पड़ावों की सूची खुल गई है';
    expect(mail.subject).toBe(title);
    expect(mail.text?.split('\n')[0]).toBe('नमस्ते Meera Shah,');
    expect(mail.text).toMatch(/Asha के विकास के पड़ावों की अगली सूची \d{1,2} \S+ \d{4} को खुलती है/);
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const bell = await parent.agent.get('/api/notifications').expect(200);
    expect(bell.body.notifications).toContainEqual(expect.objectContaining({ kind: 'reminder', title }));

    // The page the email's link opens, and the one-click answer, speak Hindi too.
    const url = new URL(headerOf(mail, 'List-Unsubscribe')!.replace(/^<|>$/g, ''));
    const page = await testApp.agent().get(url.pathname).expect(200);
    expect(page.text).toContain('<html lang="hi">');
    expect(page.text).toContain('<h1>रिमाइंडर के ईमेल बंद करें</h1>');
    expect(page.text).toContain('“विकास के पड़ावों की सूची के रिमाइंडर” के ईमेल बंद करें?');
    const done = await testApp.agent().post(url.pathname).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(done.body).toEqual({ kind: 'checklists', message: expect.stringMatching(/^हो गया: अब आपको/) });
  });

  it('is 404 for an altered unsubscribe token, and changes nothing', async () => {
    const parent = await registerParent(testApp);
    await turnOn(parent, { screenings: true });
    const forged = `u${parent.user.id}-screenings.${'A'.repeat(43)}`;
    await testApp.agent().post(`/api/reminders/unsubscribe/${forged}`).expect(404);
    await testApp.agent().get(`/api/reminders/unsubscribe/${forged}`).expect(404);
    await testApp.agent().post('/api/reminders/unsubscribe/nonsense').expect(404);
    expect((await parent.agent.get(`/api/users/${parent.user.id}/settings`).expect(200)).body.reminders.screenings).toBe(true);
  });

  it('reminds of a screening due within the week, and sends nothing for a checklist already open when the child was added', async () => {
    const parent = await registerParent(testApp);
    // Only screenings and checklists: Ravi's MMR dose of 9 months is due then too.
    await turnOn(parent, { immunizations: false, screenings: true, checklists: true });
    // 9 months old in 3 days: the developmental screening is due then; the 6-month checklist opened long before the child was added.
    await addChild(parent, 'Ravi', birthDateFor(9, 3));
    await scanAndSend(testApp);
    const mails = await mailsTo(outbox(), parent.credentials.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Reminder for Ravi: general developmental screening at 9 months']);
  });

  it('sends no reminder the parent turned off between the scan and the job, and marks it skipped', async () => {
    const parent = await registerParent(testApp);
    await turnOn(parent, { checklists: true });
    await addChildWhoseChecklistOpened(testApp, parent, 'Mina', 2);
    const service = testApp.app.get((await import('../src/reminders/reminders.service')).RemindersService);
    const queue = testApp.app.get<symbol, { enqueue: (ids: number[]) => Promise<void> }>(
      (await import('../src/reminders/reminder-queue')).REMINDER_QUEUE,
    );
    const enqueue = jest.spyOn(queue, 'enqueue').mockResolvedValueOnce(undefined);
    await service.scan();
    enqueue.mockRestore();
    await turnOn(parent, { checklists: false });
    const [row] = await testApp.orm.em.fork().find(SentReminder, { user: parent.user.id });
    await service.deliver(row.id);
    expect((await testApp.orm.em.fork().findOneOrFail(SentReminder, row.id)).status).toBe('skipped');
    expect(await mailsTo(outbox(), parent.credentials.email)).toHaveLength(0);
  });

  it('sends the weekly plan digest once a week to a parent who turned it on, with each child’s activities of the coming days', async () => {
    const parent = await registerParent(testApp);
    await turnOn(parent, { weeklyPlan: true, immunizations: false });
    const zoe = await addChild(parent, 'Zoe', '2020-03-01');
    const kai = await addChild(parent, 'Kai', '2022-05-01');
    await scanAndSend(testApp);
    await scanAndSend(testApp);
    const mails = await mailsTo(outbox(), parent.credentials.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("This week's activity plans for Zoe, Kai");

    // The same plan the child's page shows for the 7 days from today, one line per day.
    const today = todayIsoDate();
    const dayName = (date: string) =>
      new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      );
    const planLines = async (childId: number) => {
      const response = await parent.agent
        .get(`/api/child-profiles/${childId}/activity-assignments`)
        .query({ from: today, to: addDaysIso(today, 6) })
        .expect(200);
      const assignments = response.body as ActivityAssignment[];
      expect(assignments.length).toBeGreaterThan(0);
      const days = [...new Set(assignments.map((assignment) => assignment.scheduledFor.slice(0, 10)))];
      return days.map(
        (day) =>
          `- ${dayName(day)}: ${assignments
            .filter((assignment) => assignment.scheduledFor.startsWith(day))
            .map((assignment) => assignment.activity.title)
            .join('; ')}`,
      );
    };
    const text = mails[0].text ?? '';
    expect(text).toContain(['Zoe:', ...(await planLines(zoe)), '', 'Kai:', ...(await planLines(kai))].join('\n'));
  });

  it('sends a Hindi parent’s weekly digest in Hindi: the activities titled as their plan shows them, the days in hi-IN', async () => {
    const parent = await registerParent(testApp);
    await parent.agent
      .patch(`/api/users/${parent.user.id}/settings`)
      .send({ locale: 'hi', reminders: { weeklyPlan: true, immunizations: false } })
      .expect(200);
    const zoe = await addChild(parent, 'Zoe', '2020-03-01');
    await addChild(parent, 'Kai', '2022-05-01');
    await scanAndSend(testApp);
    const [mail] = await mailsTo(outbox(), parent.credentials.email);
    expect(mail.subject).toBe('इस हफ़्ते की गतिविधि योजनाएँ: Zoe और Kai');
    const today = todayIsoDate();
    const response = await parent.agent
      .get(`/api/child-profiles/${zoe}/activity-assignments`)
      .query({ from: today, to: addDaysIso(today, 6) })
      .expect(200);
    expect(response.headers['content-language']).toBe('hi');
    const assignments = response.body as ActivityAssignment[];
    const first = assignments[0].scheduledFor.slice(0, 10);
    const day = new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${first}T00:00:00Z`),
    );
    const titles = assignments
      .filter((assignment) => assignment.scheduledFor.startsWith(first))
      .map((assignment) => assignment.activity.title);
    expect(titles.join('')).toMatch(/[\u0900-\u097F]/);
    expect(mail.text).toContain(`Zoe:\n- ${day}: ${titles.join('; ')}`);
  });

  it("deletes a child's reminders with the child", async () => {
    const parent = await registerParent(testApp);
    await turnOn(parent, { checklists: true });
    const childId = await addChildWhoseChecklistOpened(testApp, parent, 'Lena', 2);
    await scanAndSend(testApp);
    expect(await testApp.orm.em.fork().count(SentReminder, { child: childId })).toBe(1);
    await parent.agent.delete(`/api/child-profiles/${childId}`).expect(204);
    expect(await testApp.orm.em.fork().count(SentReminder, { child: childId })).toBe(0);
    expect(await testApp.orm.em.fork().count(Child, { id: childId })).toBe(0);
  });
});
