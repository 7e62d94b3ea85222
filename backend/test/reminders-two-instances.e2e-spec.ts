import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';
import { MailService } from '../src/mail/mail.service';
import { REQUEUE_AFTER_MS, RemindersService } from '../src/reminders/reminders.service';
import { REMINDER_QUEUE, type ReminderQueue } from '../src/reminders/reminder-queue';
import { SentReminder } from '../src/reminders/sent-reminder.entity';
import { prepareDatabase } from '../src/schema/prepare-database';
import { addedDaysAgo, birthDateFor, headerOf, outboxMails } from './reminder-mail-helpers';
import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from './test-app';

/**
 * Two instances of the app on one PostgreSQL database, each with its pg-boss worker and its own
 * scans (docs/architecture.md, "Reminders"): each reminder is emailed exactly once, also when a
 * send fails half-way on one of them. Needs TEST_DATABASE_URL (CI sets it); skipped otherwise.
 */
if (!process.env.TEST_DATABASE_URL) console.log('Skipping the two-instance reminder test: TEST_DATABASE_URL not set (CI sets it)');
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

interface Instance {
  app: NestFastifyApplication;
  outbox: string;
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const outbox = mkdtempSync(join(tmpdir(), 'flourishly-outbox-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: TEST_SESSION_SECRET,
    SERVE_STATIC: 'false',
    LOGIN_RATE_LIMIT: '1000',
    ACCOUNT_RATE_LIMIT: '1000',
    MAIL_OUTBOX_DIR: outbox,
    PUBLIC_URL: 'https://app.example.test',
  });
  const app = await createApp(config, { logLevel: 'silent' });
  await prepareDatabase(app.get(MikroORM));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return { app, outbox };
}

const allQueuedSent = async (instance: Instance) => {
  const em = instance.app.get(MikroORM).em.fork();
  const deadline = Date.now() + 30_000;
  while ((await em.count(SentReminder, { status: 'queued' })) > 0) {
    if (Date.now() > deadline) throw new Error('Reminders still queued after 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describeOnPostgres('reminders with two instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let instances: Instance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgresql');
    // One after the other: the first applies the migrations.
    instances.push(await startInstance(database.url));
    instances.push(await startInstance(database.url));
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      rmSync(instance.outbox, { recursive: true, force: true });
    }
    instances = [];
    await database?.drop();
  }, 60_000);

  const allMails = async () => (await Promise.all(instances.map((instance) => outboxMails(instance.outbox)))).flat();

  it('emails each reminder exactly once while both scan at the same time, again and again', async () => {
    const [a, b] = instances;
    const agent = request.agent(a.app.getHttpServer());
    const email = `two.instances.${Date.now()}@example.com`;
    const registered = await agent.post('/api/register').send({ fullName: 'Ada Two', email, password: 'a-long-password' }).expect(201);
    await agent
      .patch(`/api/users/${registered.body.id}/settings`)
      .send({ reminders: { immunizations: false, checklists: true, screenings: true } })
      .expect(200);
    // Noor's 2-month checklist has just opened (she was added 10 days ago); Sami's 18-month
    // screenings (developmental and autism) are due in 3 days.
    const noor = await agent
      .post('/api/child-profiles')
      .send({ name: 'Noor', dateOfBirth: birthDateFor(2), gender: 'female', primaryDevelopmentalConcern: 'none' })
      .expect(201);
    await addedDaysAgo(a.app.get(MikroORM), noor.body.id, 10);
    await agent
      .post('/api/child-profiles')
      .send({ name: 'Sami', dateOfBirth: birthDateFor(18, 3), gender: 'male', primaryDevelopmentalConcern: 'none' })
      .expect(201);

    const scans = instances.flatMap((instance) => [instance, instance, instance].map(() => instance.app.get(RemindersService).scan()));
    const created = await Promise.all(scans);
    expect(created.reduce((sum, count) => sum + count, 0)).toBe(3);
    await allQueuedSent(a);
    await Promise.all(instances.map((instance) => instance.app.get<symbol, ReminderQueue>(REMINDER_QUEUE).idle()));

    const mails = (await allMails()).filter((mail) => !Array.isArray(mail.to) && mail.to?.text === email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Reminder for Noor: 2-month milestone checklist opens',
      'Reminder for Sami: autism screening at 18 months',
      'Reminder for Sami: general developmental screening at 18 months',
    ]);
    for (const mail of mails) {
      expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(headerOf(mail, 'List-Unsubscribe')).toMatch(
        /^<https:\/\/app\.example\.test\/api\/reminders\/unsubscribe\/u\d+-\w+\.[\w-]{43}>$/,
      );
      expect(mail.text).toContain('https://app.example.test/api/reminders/unsubscribe/');
    }
    const rows = await a.app.get(MikroORM).em.fork().find(SentReminder, {});
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);

    // The unsubscribe link of one instance's email works on the other, signed out.
    const link = mails[0].text!.match(/https:\/\/app\.example\.test(\/api\/reminders\/unsubscribe\/\S+)/)![1];
    await request(b.app.getHttpServer()).post(link).type('form').send('List-Unsubscribe=One-Click').expect(200);
  });

  it('emails each immunisation dose due within the week exactly once, by default, and none already overdue when the child was added', async () => {
    const agent = request.agent(instances[1].app.getHttpServer());
    const email = `two.instances.doses.${Date.now()}@example.com`;
    await agent.post('/api/register').send({ fullName: 'Ira Doses', email, password: 'a-long-password' }).expect(201);
    // Tara is 39 days old: the IAP doses of 6 weeks are due in 3 days; her birth doses are past their window.
    const dateOfBirth = new Date(Date.now() - 39 * 86_400_000).toISOString().slice(0, 10);
    const tara = await agent
      .post('/api/child-profiles')
      .send({ name: 'Tara', dateOfBirth, gender: 'female', primaryDevelopmentalConcern: 'none' })
      .expect(201);
    const doses = (await agent.get(`/api/child-profiles/${tara.body.id}/immunizations`).expect(200)).body as {
      doses: { vaccine: string; dose: number; dueFrom: string; status: string }[];
    };
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const dueSoon = doses.doses.filter((dose) => dose.dueFrom === inThreeDays);
    expect(dueSoon.length).toBeGreaterThan(0);
    expect(doses.doses.some((dose) => dose.status === 'overdue')).toBe(true);

    const created = await Promise.all(
      instances.flatMap((instance) => [instance, instance].map(() => instance.app.get(RemindersService).scan())),
    );
    expect(created.reduce((sum, count) => sum + count, 0)).toBe(dueSoon.length);
    await allQueuedSent(instances[0]);
    await Promise.all(instances.map((instance) => instance.app.get<symbol, ReminderQueue>(REMINDER_QUEUE).idle()));

    const mails = (await allMails()).filter((mail) => !Array.isArray(mail.to) && mail.to?.text === email);
    expect(mails).toHaveLength(dueSoon.length);
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(dueSoon.length);
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Reminder for Tara: /);
      expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    // The one-click unsubscribe turns immunisation reminders off, signed out.
    const link = mails[0].text!.match(/https:\/\/app\.example\.test(\/api\/reminders\/unsubscribe\/\S+)/)![1];
    await request(instances[0].app.getHttpServer()).post(link).type('form').send('List-Unsubscribe=One-Click').expect(200);
    const settings = await agent.get('/api/user').expect(200);
    const after = await agent.get(`/api/users/${settings.body.id}/settings`).expect(200);
    expect(after.body.reminders.immunizations).toBe(false);
  });

  it('a send that fails half-way on one instance is retried, and still goes once', async () => {
    const [a, b] = instances;
    const agent = request.agent(b.app.getHttpServer());
    const email = `crash.${Date.now()}@example.com`;
    const registered = await agent.post('/api/register').send({ fullName: 'Cy Crash', email, password: 'a-long-password' }).expect(201);
    await agent
      .patch(`/api/users/${registered.body.id}/settings`)
      .send({ reminders: { checklists: true } })
      .expect(200);
    const ivo = await agent
      .post('/api/child-profiles')
      .send({ name: 'Ivo', dateOfBirth: birthDateFor(2), gender: 'male', primaryDevelopmentalConcern: 'none' })
      .expect(201);
    await addedDaysAgo(b.app.get(MikroORM), ivo.body.id, 10);
    // Both instances' mail fail once, as a crash between the SMTP server and the commit would.
    const failures = instances.map((instance) =>
      jest.spyOn(instance.app.get(MailService), 'send').mockRejectedValueOnce(new Error('connection reset')),
    );
    await a.app.get(RemindersService).scan();
    const em = a.app.get(MikroORM).em.fork();
    const deadline = Date.now() + 20_000;
    while (!failures.some((failure) => failure.mock.calls.length > 0) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    for (const failure of failures) failure.mockRestore();
    const [row] = await em.find(SentReminder, { user: registered.body.id });
    expect((await em.fork().findOneOrFail(SentReminder, row.id)).status).toBe('queued');
    // The next scan, later than REQUEUE_AFTER_MS, queues it again (pg-boss would retry it too, after 30 s).
    await b.app.get(RemindersService).scan(new Date(Date.now() + REQUEUE_AFTER_MS + 60_000));
    await allQueuedSent(b);
    const mails = (await allMails()).filter((mail) => !Array.isArray(mail.to) && mail.to?.text === email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Reminder for Ivo: 2-month milestone checklist opens']);
  });
});
