import { MikroORM } from '@mikro-orm/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { format, subMonths } from 'date-fns';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { endpointList, type ActivityAssignment, type AssessmentForm, type Measurement } from '@flourishly/contracts';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';
import { IdempotencyKey } from '../src/idempotency/idempotency-key.entity';
import { bodyHash } from '../src/common/idempotency/canonical-json';
import { IDEMPOTENCY_CLAIM_TIMEOUT_MS, IDEMPOTENCY_KEY_LIFETIME_MS, IdempotencyService } from '../src/idempotency/idempotency.service';
import { prepareDatabase } from '../src/schema/prepare-database';
import { databaseDigest } from './fixtures';
import {
  createTestDatabase,
  createTestApp,
  registerParent,
  TEST_DIALECTS,
  TEST_SESSION_SECRET,
  type TestApp,
  type TestDatabase,
} from './test-app';

const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');
const today = isoDate(new Date());
/** Born a year ago: the 12-month milestone checklist is open. */
const dateOfBirth = isoDate(subMonths(new Date(), 12));

type Agent = ReturnType<typeof request.agent>;

/**
 * The writes that create a record, each with its body, another body, and the count of its records
 * as the API lists them (docs/architecture.md, "Idempotent writes").
 */
const CREATING_WRITES = [
  {
    name: 'recording a growth measurement',
    path: (childId: number) => `/api/child-profiles/${childId}/measurements`,
    body: () => ({ measuredOn: today, weightKg: 9.6, lengthCm: 75 }),
    otherBody: () => ({ measuredOn: today, weightKg: 9.7, lengthCm: 75 }),
    count: async (agent: Agent, childId: number) =>
      ((await agent.get(`/api/child-profiles/${childId}/measurements`).expect(200)).body as Measurement[]).length,
  },
  {
    name: 'recording an immunisation dose',
    path: (childId: number) => `/api/child-profiles/${childId}/immunizations`,
    body: () => ({ vaccine: 'BCG', dose: 1, givenOn: dateOfBirth }),
    otherBody: () => ({ vaccine: 'HepB', dose: 1, givenOn: dateOfBirth }),
    count: async (agent: Agent, childId: number) =>
      (
        (await agent.get(`/api/child-profiles/${childId}/immunizations`).expect(200)).body as { doses: { recordId: number | null }[] }
      ).doses.filter((dose) => dose.recordId !== null).length,
  },
  {
    name: 'submitting a milestone checklist',
    path: (childId: number) => `/api/child-profiles/${childId}/assessments`,
    body: () => ({ checklistKey: 'cdc-12m', answers: { 'cdc-12m-cognitive-1': 'yes' } }),
    otherBody: () => ({ checklistKey: 'cdc-12m', answers: { 'cdc-12m-cognitive-1': 'not-yet' } }),
    count: async (agent: Agent, childId: number) =>
      ((await agent.get(`/api/child-profiles/${childId}/assessments`).expect(200)).body as unknown[]).length,
  },
] as const;

describe.each(TEST_DIALECTS)('Idempotency-Key on the writes a phone may replay (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /** A new parent with a girl of 12 months (a girl: growth is scored on a sex's chart). */
  const family = async () => {
    const parent = await registerParent(testApp);
    const child = await parent.agent
      .post('/api/child-profiles')
      .send({ name: 'Robin', dateOfBirth, gender: 'female', primaryDevelopmentalConcern: 'none' })
      .expect(201);
    return { ...parent, childId: child.body.id as number };
  };
  const keyRows = (where: { user?: number; child?: number }) => testApp.orm.em.fork().find(IdempotencyKey, where);

  it('documents the optional header in the OpenAPI document on exactly the idempotent entries', async () => {
    const document = (await testApp.agent().get('/api/docs/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>>;
    };
    const withHeader = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          operation.parameters?.some(
            (parameter) => parameter.name === 'Idempotency-Key' && parameter.in === 'header' && !parameter.required,
          ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const idempotent = endpointList.filter((endpoint) => endpoint.idempotent).map(({ method, path }) => `${method} ${path}`);
    expect(withHeader.sort()).toEqual(idempotent.sort());
    expect(idempotent.sort()).toEqual([
      'PATCH /api/child-profiles/{childId}/activity-assignments/{id}',
      'PATCH /api/game-sessions/{id}/complete',
      'POST /api/child-profiles/{childId}/assessments',
      'POST /api/child-profiles/{childId}/immunizations',
      'POST /api/child-profiles/{childId}/measurements',
      'POST /api/game-sessions/played',
      'PUT /api/child-profiles/{childId}/assessment-draft',
    ]);
  });

  it('answers the 12-month checklist, with the item the tests answer', async () => {
    const { agent, childId } = await family();
    const form = (await agent.get(`/api/child-profiles/${childId}/milestone-checklist`).expect(200)).body as AssessmentForm;
    expect(form.checklist?.key).toBe('cdc-12m');
    expect(form.checklist?.items.map((item) => item.key)).toContain('cdc-12m-cognitive-1');
  });

  describe.each(CREATING_WRITES)('$name', (write) => {
    it('creates one record for the same key twice, answering the first answer again and writing nothing', async () => {
      const { agent, childId } = await family();
      const first = await agent.post(write.path(childId)).set('Idempotency-Key', 'offline-1').send(write.body()).expect(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const before = await databaseDigest(testApp);
      // Keys in another order are the same body (canonical JSON).
      const reordered = Object.fromEntries(Object.entries(write.body()).reverse());
      const again = await agent.post(write.path(childId)).set('Idempotency-Key', 'offline-1').send(reordered).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await databaseDigest(testApp)).toBe(before);
      expect(await write.count(agent, childId)).toBe(1);
    });

    it('answers 422 with the API error body for the same key with another body, and writes nothing', async () => {
      const { agent, childId } = await family();
      await agent.post(write.path(childId)).set('Idempotency-Key', 'k-422').send(write.body()).expect(201);
      const before = await databaseDigest(testApp);
      const other = await agent.post(write.path(childId)).set('Idempotency-Key', 'k-422').send(write.otherBody()).expect(422);
      expect(other.body).toEqual({ statusCode: 422, message: 'This Idempotency-Key was used for another request' });
      expect(await databaseDigest(testApp)).toBe(before);
      expect(await write.count(agent, childId)).toBe(1);
    });

    it('lets another parent use the same key on their own child', async () => {
      const ann = await family();
      const ben = await family();
      await ann.agent.post(write.path(ann.childId)).set('Idempotency-Key', 'shared-key').send(write.body()).expect(201);
      const bens = await ben.agent.post(write.path(ben.childId)).set('Idempotency-Key', 'shared-key').send(write.body()).expect(201);
      expect(bens.headers['idempotent-replayed']).toBeUndefined();
      expect(await write.count(ben.agent, ben.childId)).toBe(1);
      expect(await write.count(ann.agent, ann.childId)).toBe(1);
    });
  });

  it('marking an activity done: a replay answers the first result and changes nothing, also after an undo', async () => {
    const { agent, childId } = await family();
    const base = `/api/child-profiles/${childId}/activity-assignments`;
    const created = await agent
      .post(base)
      .send({ date: today, time: '09:00', custom: { title: 'Park', domainType: 'physical', duration: 20 } })
      .expect(201);
    const url = `${base}/${created.body.id}`;
    const done = await agent.patch(url).set('Idempotency-Key', 'done-1').send({ status: 'completed' }).expect(200);
    expect(done.body.status).toBe('completed');
    const undone = await agent.patch(url).set('Idempotency-Key', 'undo-1').send({ status: 'upcoming' }).expect(200);
    expect(undone.body.status).toBe('upcoming');
    const before = await databaseDigest(testApp);
    // The queued "done" arrives again after the undo: its first answer, and the activity stays upcoming.
    const replayed = await agent.patch(url).set('Idempotency-Key', 'done-1').send({ status: 'completed' }).expect(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toEqual(done.body);
    const undoAgain = await agent.patch(url).set('Idempotency-Key', 'undo-1').send({ status: 'upcoming' }).expect(200);
    expect(undoAgain.body).toEqual(undone.body);
    expect(await databaseDigest(testApp)).toBe(before);
    const day = (await agent.get(base).query({ date: today }).expect(200)).body as ActivityAssignment[];
    expect(day.find((assignment) => assignment.id === created.body.id)?.status).toBe('upcoming');
    // The same key on another activity is another request.
    const other = await agent
      .post(base)
      .send({ date: today, time: '10:00', custom: { title: 'Blocks', domainType: 'cognitive', duration: 10 } })
      .expect(201);
    await agent.patch(`${base}/${other.body.id}`).set('Idempotency-Key', 'done-1').send({ status: 'completed' }).expect(422);
    await agent.patch(url).set('Idempotency-Key', 'done-1').send({ status: 'skipped' }).expect(422);
  });

  it('saving a checklist draft: a replay answers the first save and leaves the later draft', async () => {
    const { agent, childId } = await family();
    const url = `/api/child-profiles/${childId}/assessment-draft`;
    const first = { checklistKey: 'cdc-12m', answers: { 'cdc-12m-cognitive-1': 'sometimes' } };
    const later = { checklistKey: 'cdc-12m', answers: { 'cdc-12m-cognitive-1': 'yes' } };
    const saved = await agent.put(url).set('Idempotency-Key', 'draft-1').send(first).expect(200);
    await agent.put(url).set('Idempotency-Key', 'draft-2').send(later).expect(200);
    const before = await databaseDigest(testApp);
    const replayed = await agent.put(url).set('Idempotency-Key', 'draft-1').send(first).expect(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toEqual(saved.body);
    expect(await databaseDigest(testApp)).toBe(before);
    const form = (await agent.get(`/api/child-profiles/${childId}/milestone-checklist`).expect(200)).body as AssessmentForm;
    expect(form.draft?.answers).toEqual(later.answers);
  });

  it('without a key, the same write twice writes twice (as before)', async () => {
    const { agent, childId } = await family();
    const url = `/api/child-profiles/${childId}/measurements`;
    await agent.post(url).send({ measuredOn: today, weightKg: 9.6 }).expect(201);
    const second = await agent.post(url).send({ measuredOn: today, weightKg: 9.6 }).expect(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect((await agent.get(url).expect(200)).body).toHaveLength(2);
    await agent.post(url).set('Idempotency-Key', 'a').send({ measuredOn: today, weightKg: 9.6 }).expect(201);
    await agent.post(url).set('Idempotency-Key', 'b').send({ measuredOn: today, weightKg: 9.6 }).expect(201);
    expect((await agent.get(url).expect(200)).body).toHaveLength(4);
  });

  it('refuses a malformed key with 400 and writes nothing', async () => {
    const { agent, childId, user } = await family();
    const url = `/api/child-profiles/${childId}/measurements`;
    const before = await databaseDigest(testApp);
    for (const key of ['', 'two words', 'x'.repeat(256), 'café']) {
      const response = await agent.post(url).set('Idempotency-Key', key).send({ measuredOn: today, weightKg: 9.6 }).expect(400);
      expect([key, response.body]).toEqual([
        key,
        { statusCode: 400, message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' },
      ]);
    }
    expect(await databaseDigest(testApp)).toBe(before);
    expect(await keyRows({ user: user.id })).toEqual([]);
    await agent
      .post(url)
      .set('Idempotency-Key', `${'x'.repeat(254)}~`)
      .send({ measuredOn: today, weightKg: 9.6 })
      .expect(201);
  });

  it('gives the key back when the write fails, so the client may retry with it', async () => {
    const { agent, childId, user } = await family();
    const url = `/api/child-profiles/${childId}/measurements`;
    await agent.post(url).set('Idempotency-Key', 'retry-me').send({ measuredOn: today, weightKg: -1 }).expect(400);
    expect(await keyRows({ user: user.id })).toEqual([]);
    const saved = await agent.post(url).set('Idempotency-Key', 'retry-me').send({ measuredOn: today, weightKg: 9.6 }).expect(201);
    expect(saved.headers['idempotent-replayed']).toBeUndefined();
    // A refused caller (a stranger: 404) claims nothing either.
    const stranger = await family();
    await stranger.agent.post(url).set('Idempotency-Key', 'retry-me').send({ measuredOn: today, weightKg: 9.6 }).expect(404);
    expect(await keyRows({ user: stranger.user.id })).toEqual([]);
  });

  it('answers one of two simultaneous requests with the same key, the other replayed or 409 with Retry-After', async () => {
    const { agent, childId } = await family();
    const url = `/api/child-profiles/${childId}/measurements`;
    const send = () => agent.post(url).set('Idempotency-Key', 'twice-at-once').send({ measuredOn: today, weightKg: 9.6 });
    const answers = await Promise.all([send(), send(), send()]);
    const created = answers.filter((answer) => answer.status === 201 && answer.headers['idempotent-replayed'] === undefined);
    expect(created).toHaveLength(1);
    for (const answer of answers.filter((each) => each !== created[0])) {
      if (answer.status === 409) expect(answer.headers['retry-after']).toBe('1');
      else expect([answer.status, answer.headers['idempotent-replayed'], answer.body]).toEqual([201, 'true', created[0].body]);
    }
    const retried = await send().expect(201);
    expect(retried.body).toEqual(created[0].body);
    expect((await agent.get(url).expect(200)).body).toHaveLength(1);
  });

  it('answers 409 with Retry-After while the first request is running, and takes over a claim left unanswered', async () => {
    const { agent, childId, user } = await family();
    const url = `/api/child-profiles/${childId}/measurements`;
    const body = { measuredOn: today, weightKg: 9.6 };
    // A claim as the first request leaves it while its write runs (on this or another instance).
    const claim = await testApp.app.get(IdempotencyService).claim({
      userId: user.id,
      childId,
      key: 'running',
      route: `POST ${url}`,
      bodyHash: bodyHash(body),
    });
    expect(claim).toEqual({ outcome: 'claimed', id: expect.any(Number) });
    const busy = await agent.post(url).set('Idempotency-Key', 'running').send(body).expect(409);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.body).toEqual({ statusCode: 409, message: 'The first request with this Idempotency-Key is still being processed' });
    await agent
      .post(url)
      .set('Idempotency-Key', 'running')
      .send({ ...body, weightKg: 9.7 })
      .expect(422);
    expect((await agent.get(url).expect(200)).body).toHaveLength(0);
    // Its instance stopped mid-request: after the timeout the key counts as new.
    const stale = new Date(Date.now() - IDEMPOTENCY_CLAIM_TIMEOUT_MS - 1000);
    await testApp.orm.em.fork().nativeUpdate(IdempotencyKey, { user: user.id, key: 'running' }, { createdAt: stale });
    const saved = await agent.post(url).set('Idempotency-Key', 'running').send(body).expect(201);
    expect(saved.headers['idempotent-replayed']).toBeUndefined();
    await agent.post(url).set('Idempotency-Key', 'running').send(body).expect(201).expect('Idempotent-Replayed', 'true');
    expect((await agent.get(url).expect(200)).body).toHaveLength(1);
  });

  it('treats a key older than 24 hours as new, and prunes such keys', async () => {
    const { agent, childId, user } = await family();
    const url = `/api/child-profiles/${childId}/measurements`;
    const body = { measuredOn: today, weightKg: 9.6 };
    await agent.post(url).set('Idempotency-Key', 'old').send(body).expect(201);
    const dayAgo = new Date(Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS - 1000);
    await testApp.orm.em.fork().nativeUpdate(IdempotencyKey, { user: user.id, key: 'old' }, { createdAt: dayAgo });
    const anew = await agent.post(url).set('Idempotency-Key', 'old').send(body).expect(201);
    expect(anew.headers['idempotent-replayed']).toBeUndefined();
    expect((await agent.get(url).expect(200)).body).toHaveLength(2);
    // A key a little under 24 hours old still replays.
    await testApp.orm.em
      .fork()
      .nativeUpdate(
        IdempotencyKey,
        { user: user.id, key: 'old' },
        { createdAt: new Date(Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS + 60_000) },
      );
    const replayed = await agent.post(url).set('Idempotency-Key', 'old').send(body).expect(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');

    await agent.post(url).set('Idempotency-Key', 'kept').send(body).expect(201);
    await testApp.orm.em.fork().nativeUpdate(IdempotencyKey, { user: user.id, key: 'old' }, { createdAt: dayAgo });
    await testApp.app.get(IdempotencyService).prune();
    expect((await keyRows({ user: user.id })).map((row) => row.key)).toEqual(['kept']);
  });

  it('deletes the keys with the child, and with the account; the export does not list them', async () => {
    const { agent, childId, user, credentials } = await family();
    await agent.post(`/api/child-profiles/${childId}/measurements`).set('Idempotency-Key', 'k1').send({ measuredOn: today, weightKg: 9 });
    const second = await agent
      .post('/api/child-profiles')
      .send({ name: 'Sam', dateOfBirth, gender: 'male', primaryDevelopmentalConcern: 'none' })
      .expect(201);
    await agent
      .post(`/api/child-profiles/${second.body.id}/measurements`)
      .set('Idempotency-Key', 'k2')
      .send({ measuredOn: today, weightKg: 9 })
      .expect(201);
    expect(await keyRows({ user: user.id })).toHaveLength(2);
    const exported = await agent.get(`/api/users/${user.id}/export`).expect(200);
    expect(exported.text).not.toContain('k2');
    expect(exported.text).not.toMatch(/idempotency/i);

    await agent.delete(`/api/child-profiles/${childId}`).expect(204);
    expect((await keyRows({ user: user.id })).map((row) => row.key)).toEqual(['k2']);
    await agent.delete(`/api/users/${user.id}`).send({ password: credentials.password }).expect(204);
    expect(await keyRows({ user: user.id })).toEqual([]);
  });
});

/**
 * Two instances of the app on one PostgreSQL database share the keys: a write replayed on the
 * other instance, or sent to both at once, is saved once. Needs TEST_DATABASE_URL (CI sets it).
 */
if (!process.env.TEST_DATABASE_URL) console.log('Skipping the two-instance idempotency test: TEST_DATABASE_URL not set (CI sets it)');
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('Idempotency-Key with two instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  const instances: { app: NestFastifyApplication; outbox: string }[] = [];

  async function startInstance(databaseUrl: string) {
    const outbox = mkdtempSync(join(tmpdir(), 'flourishly-outbox-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: TEST_SESSION_SECRET,
      SERVE_STATIC: 'false',
      LOGIN_RATE_LIMIT: '1000',
      ACCOUNT_RATE_LIMIT: '1000',
      MAIL_OUTBOX_DIR: outbox,
    });
    const app = await createApp(config, { logLevel: 'silent' });
    await prepareDatabase(app.get(MikroORM));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    instances.push({ app, outbox });
    return app;
  }

  beforeAll(async () => {
    database = await createTestDatabase('postgresql');
    // One after the other: the first applies the migrations.
    await startInstance(database.url);
    await startInstance(database.url);
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      rmSync(instance.outbox, { recursive: true, force: true });
    }
    await database?.drop();
  }, 60_000);

  it('saves a write once whichever instance the same key reaches, and one at a time', async () => {
    const [a, b] = instances.map((instance) => instance.app.getHttpServer());
    const onA = request.agent(a);
    const registered = await onA
      .post('/api/register')
      .send({ fullName: 'Ada Two', email: `idempotent.${Date.now()}@example.com`, password: 'a-long-password' })
      .expect(201);
    const cookie = ([] as string[])
      .concat(registered.headers['set-cookie'] ?? [])
      .map((header) => header.split(';')[0])
      .join('; ');
    const child = await onA
      .post('/api/child-profiles')
      .send({ name: 'Noor', dateOfBirth, gender: 'female', primaryDevelopmentalConcern: 'none' })
      .expect(201);
    const url = `/api/child-profiles/${child.body.id}/measurements`;
    const body = { measuredOn: today, weightKg: 9.6 };
    const send = (server: typeof a, key: string, payload: object = body) =>
      request(server).post(url).set('Cookie', cookie).set('Idempotency-Key', key).send(payload);

    const first = await send(a, 'phone-1').expect(201);
    const onB = await send(b, 'phone-1').expect(201);
    expect(onB.headers['idempotent-replayed']).toBe('true');
    expect(onB.body).toEqual(first.body);
    await send(b, 'phone-1', { ...body, weightKg: 9.8 }).expect(422);

    // At once on both instances: one writes, the other replays or is told to retry (409).
    const answers = await Promise.all([send(a, 'phone-2'), send(b, 'phone-2'), send(a, 'phone-2'), send(b, 'phone-2')]);
    const created = answers.filter((answer) => answer.status === 201 && answer.headers['idempotent-replayed'] === undefined);
    expect(created).toHaveLength(1);
    for (const answer of answers.filter((each) => each !== created[0])) {
      if (answer.status === 409) expect(answer.headers['retry-after']).toBe('1');
      else expect([answer.status, answer.headers['idempotent-replayed'], answer.body]).toEqual([201, 'true', created[0].body]);
    }
    expect((await send(b, 'phone-2').expect(201)).body).toEqual(created[0].body);

    const list = (await request(b).get(url).set('Cookie', cookie).expect(200)).body as Measurement[];
    expect(list.map((measurement) => measurement.id).sort()).toEqual([first.body.id, created[0].body.id].sort());
  });
});
