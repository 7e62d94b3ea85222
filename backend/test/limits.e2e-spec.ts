import { EntityManager, type EntityName, type FilterQuery } from '@mikro-orm/core';
import fc from 'fast-check';
import {
  CAP_MESSAGES,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  NEXT_CURSOR_HEADER,
  PAGINATION_MESSAGES,
  MAX_CHILDREN_PER_PARENT,
  MAX_DEVICES_PER_CHILD,
  MAX_PARENT_ASSIGNMENTS_PER_DAY,
  MAX_ASSESSMENTS_PER_CHILD_PER_DAY,
  MAX_PENDING_INVITATIONS,
  ASSESSMENT_RATE_LIMIT_PER_MINUTE,
} from '@flourishly/contracts';
import { Assessment } from '../src/assessments/assessment.entity';
import { Child } from '../src/children/child.entity';
import { ChildInvitation } from '../src/families/child-invitation.entity';
import { ActivityAssignment } from '../src/activities/activity-assignment.entity';
import { Session } from '../src/users/session.entity';
import { ActivityDataReading } from '../src/devices/activity-data-reading.entity';
import { Device } from '../src/devices/device.entity';
import { User } from '../src/users/user.entity';
import { createFamily, databaseDigest } from './fixtures';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

describe.each(TEST_DIALECTS)('caps and transactions (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  /** Makes the database step of `entity` throw, as a lost connection or a crash there would. */
  const failOn = (method: 'nativeDelete' | 'nativeUpdate', entity: EntityName<object>) => {
    const original = EntityManager.prototype[method] as (...args: unknown[]) => Promise<number>;
    jest.spyOn(EntityManager.prototype, method).mockImplementation(async function (this: EntityManager, ...args: unknown[]) {
      // By class (em.nativeDelete(Device, ...)) or by name (a repository passes its entity's name).
      if (args[0] === entity || (typeof entity === 'function' && args[0] === entity.name)) throw new Error('simulated database failure');
      return original.apply(this, args);
    } as never);
  };

  const count = (entity: EntityName<object>, where: FilterQuery<object> = {}) => testApp.orm.em.fork().count(entity, where);

  describe('caps', () => {
    it(`refuses child ${MAX_CHILDREN_PER_PARENT + 1} with 409 and its message`, async () => {
      const parent = await registerParent(testApp);
      const child = { name: 'Kid', dateOfBirth: '2020-01-01', gender: 'other', primaryDevelopmentalConcern: 'none' };
      for (let index = 0; index < MAX_CHILDREN_PER_PARENT; index += 1) {
        await parent.agent.post('/api/child-profiles').send(child).expect(201);
      }
      const before = await databaseDigest(testApp);
      const refused = await parent.agent.post('/api/child-profiles').send(child).expect(409);
      expect(refused.body).toEqual({ statusCode: 409, message: CAP_MESSAGES.children });
      expect(await databaseDigest(testApp)).toBe(before);
      // Another parent is not affected by this parent's count.
      await (await registerParent(testApp)).agent.post('/api/child-profiles').send(child).expect(201);
    });

    it(`refuses device ${MAX_DEVICES_PER_CHILD + 1} of a child, and takes one again after a disconnect`, async () => {
      const family = await createFamily(testApp);
      for (let index = 1; index < MAX_DEVICES_PER_CHILD; index += 1) {
        await family.parent.agent
          .post(`/api/child-profiles/${family.childId}/iot-devices`)
          .send({ deviceName: `Band ${index}`, kind: 'fitness-band' })
          .expect(201);
      }
      const before = await databaseDigest(testApp);
      const refused = await family.parent.agent
        .post(`/api/child-profiles/${family.childId}/iot-devices`)
        .send({ deviceName: 'One more', kind: 'other' })
        .expect(409);
      expect(refused.body).toEqual({ statusCode: 409, message: CAP_MESSAGES.devices });
      expect(await databaseDigest(testApp)).toBe(before);
      await family.parent.agent.delete(`/api/devices/${family.deviceId}`).expect(204);
      await family.parent.agent
        .post(`/api/child-profiles/${family.childId}/iot-devices`)
        .send({ deviceName: 'One more', kind: 'other' })
        .expect(201);
    });

    it(`refuses activity ${MAX_PARENT_ASSIGNMENTS_PER_DAY + 1} added to one day; other days and the plan are not counted`, async () => {
      const family = await createFamily(testApp);
      const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const add = (day: string) =>
        family.parent.agent
          .post(`/api/child-profiles/${family.childId}/activity-assignments`)
          .send({ date: day, time: '08:00', custom: { title: 'Stretch', domainType: 'physical', duration: 5 } });
      for (let index = 0; index < MAX_PARENT_ASSIGNMENTS_PER_DAY; index += 1) await add(date).expect(201);
      const day = (await family.parent.agent.get(`/api/child-profiles/${family.childId}/activity-assignments`).query({ date }).expect(200))
        .body as unknown[];
      expect(day.length).toBeGreaterThan(MAX_PARENT_ASSIGNMENTS_PER_DAY);
      const before = await databaseDigest(testApp);
      const refused = await add(date).expect(409);
      expect(refused.body).toEqual({ statusCode: 409, message: CAP_MESSAGES.assignments });
      expect(await databaseDigest(testApp)).toBe(before);
      const nextDay = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      await add(nextDay).expect(201);
    });
  });

  describe('caps under concurrency', () => {
    /** Sends `count` requests at once; answers their statuses, sorted. */
    const together = async (count: number, send: () => PromiseLike<{ status: number }>) =>
      (await Promise.all(Array.from({ length: count }, () => send()))).map((response) => response.status).sort();
    const expectCapHeld = (statuses: number[], created: number) =>
      expect(statuses).toEqual([...Array<number>(created).fill(201), ...Array<number>(statuses.length - created).fill(409)]);

    it(`keeps ${MAX_CHILDREN_PER_PARENT} children for 30 parallel creates`, async () => {
      const parent = await registerParent(testApp);
      const child = { name: 'Kid', dateOfBirth: '2020-01-01', gender: 'other', primaryDevelopmentalConcern: 'none' };
      const statuses = await together(30, () => parent.agent.post('/api/child-profiles').send(child));
      expectCapHeld(statuses, MAX_CHILDREN_PER_PARENT);
      expect(await count(Child, { parent: parent.user.id })).toBe(MAX_CHILDREN_PER_PARENT);
    });

    it(`keeps ${MAX_DEVICES_PER_CHILD} devices and ${MAX_PENDING_INVITATIONS} pending invitations of a child for 30 parallel creates`, async () => {
      const family = await createFamily(testApp);
      const devices = await together(30, () =>
        family.parent.agent.post(`/api/child-profiles/${family.childId}/iot-devices`).send({ deviceName: 'Band', kind: 'fitness-band' }),
      );
      expectCapHeld(devices, MAX_DEVICES_PER_CHILD - 1);
      expect(await count(Device, { child: family.childId })).toBe(MAX_DEVICES_PER_CHILD);
      const invitations = await together(30, () =>
        family.parent.agent.post(`/api/child-profiles/${family.childId}/invitations`).send({ role: 'viewer' }),
      );
      expectCapHeld(invitations, MAX_PENDING_INVITATIONS - 1);
      expect(await count(ChildInvitation, { child: family.childId })).toBe(MAX_PENDING_INVITATIONS);
    });

    it(`keeps ${MAX_PARENT_ASSIGNMENTS_PER_DAY} added activities of a day for 30 parallel adds`, async () => {
      const family = await createFamily(testApp);
      const date = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
      const statuses = await together(30, () =>
        family.parent.agent
          .post(`/api/child-profiles/${family.childId}/activity-assignments`)
          .send({ date, time: '08:00', custom: { title: 'Stretch', domainType: 'physical', duration: 5 } }),
      );
      expectCapHeld(statuses, MAX_PARENT_ASSIGNMENTS_PER_DAY);
      expect(await count(ActivityAssignment, { child: family.childId, scheduledDate: date, source: 'parent' })).toBe(
        MAX_PARENT_ASSIGNMENTS_PER_DAY,
      );
    });

    // 25, not 30: the 31st submission of a minute is the rate limit's (429), tested below.
    it(`keeps ${MAX_ASSESSMENTS_PER_CHILD_PER_DAY} assessments of a child a day for 25 parallel submits, with its message`, async () => {
      const family = await createFamily(testApp);
      const form = (await family.parent.agent.get(`/api/child-profiles/${family.childId}/milestone-checklist`).expect(200)).body;
      const answers = { [form.checklist.items[0].key]: 'yes' };
      const submit = () =>
        family.parent.agent.post(`/api/child-profiles/${family.childId}/assessments`).send({ checklistKey: form.checklist.key, answers });
      const statuses = await together(25, submit);
      expectCapHeld(statuses, MAX_ASSESSMENTS_PER_CHILD_PER_DAY);
      expect(await count(Assessment, { child: family.childId, status: 'submitted' })).toBe(MAX_ASSESSMENTS_PER_CHILD_PER_DAY);
      const refused = await submit().expect(409);
      expect(refused.body).toEqual({ statusCode: 409, message: CAP_MESSAGES.assessments });
    });
  });

  describe('assessment writes', () => {
    it(`rate-limits a parent's submissions to ${ASSESSMENT_RATE_LIMIT_PER_MINUTE} a minute across children, changing nothing past it`, async () => {
      const parent = await registerParent(testApp);
      const children: number[] = [];
      for (const name of ['Ada', 'Ben']) {
        const created = await parent.agent
          .post('/api/child-profiles')
          .send({ name, dateOfBirth: '2022-03-01', gender: 'other', primaryDevelopmentalConcern: 'none' })
          .expect(201);
        children.push(created.body.id);
      }
      const form = (await parent.agent.get(`/api/child-profiles/${children[0]}/milestone-checklist`).expect(200)).body;
      const submit = (childId: number) =>
        parent.agent
          .post(`/api/child-profiles/${childId}/assessments`)
          .send({ checklistKey: form.checklist.key, answers: { [form.checklist.items[0].key]: 'yes' } });
      const statuses: number[] = [];
      for (let index = 0; index < ASSESSMENT_RATE_LIMIT_PER_MINUTE; index += 1) {
        statuses.push((await submit(children[index % 2])).status);
      }
      expect(statuses.every((status) => status === 201)).toBe(true);
      const before = await databaseDigest(testApp);
      const refused = await submit(children[1]).expect(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await databaseDigest(testApp)).toBe(before);
    });
  });

  describe('pagination', () => {
    it('pages a child’s and a parent’s assessments newest first, with the next cursor in headers', async () => {
      const family = await createFamily(testApp);
      const form = (await family.parent.agent.get(`/api/child-profiles/${family.childId}/milestone-checklist`).expect(200)).body;
      const submitted: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        const answers = { [form.checklist.items[index].key]: 'yes', [form.checklist.items[index + 1].key]: 'sometimes' };
        const result = await family.parent.agent
          .post(`/api/child-profiles/${family.childId}/assessments`)
          .send({ checklistKey: form.checklist.key, answers })
          .expect(201);
        submitted.unshift(result.body.id);
      }
      for (const path of [`/api/child-profiles/${family.childId}/assessments`, '/api/assessments']) {
        const seen: number[] = [];
        let url = `${path}?limit=2`;
        const pageSizes: number[] = [];
        for (;;) {
          const page = await family.parent.agent.get(url).expect(200);
          pageSizes.push(page.body.length);
          seen.push(...page.body.map((item: { id: number }) => item.id));
          const cursor = page.headers[NEXT_CURSOR_HEADER.toLowerCase()];
          if (!cursor) {
            expect(page.headers.link).toBeUndefined();
            break;
          }
          expect(page.headers.link).toBe(`<${path}?limit=2&cursor=${cursor}>; rel="next"`);
          url = page.headers.link.slice(1, page.headers.link.indexOf('>'));
        }
        expect(pageSizes).toEqual([2, 2, 1]);
        expect(seen).toEqual(submitted);
      }
      const all = await family.parent.agent.get('/api/assessments').expect(200);
      expect(all.body.map((item: { id: number }) => item.id)).toEqual(submitted);
      expect(all.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
    });

    it(`answers 400 for a limit outside 1-${MAX_PAGE_SIZE} or a cursor it did not make (default ${DEFAULT_PAGE_SIZE})`, async () => {
      const family = await createFamily(testApp);
      for (const limit of ['0', String(MAX_PAGE_SIZE + 1), 'many', '-1']) {
        await family.parent.agent.get('/api/assessments').query({ limit }).expect(400);
      }
      for (const cursor of ['not a cursor', Buffer.from('x.y').toString('base64url'), Buffer.from('1.99999999999').toString('base64url')]) {
        const response = await family.parent.agent.get('/api/assessments').query({ cursor }).expect(400);
        expect(response.body.message).toBe(PAGINATION_MESSAGES.cursor);
      }
      await family.parent.agent
        .get('/api/assessments')
        .query({ limit: String(MAX_PAGE_SIZE) })
        .expect(200);
    });

    it('answers 400, never 500, for a cursor naming a time or id the database cannot hold', async () => {
      const family = await createFamily(testApp);
      const encoded = (text: string) => Buffer.from(text).toString('base64url');
      // A date in year 33658, before the epoch, past year 9999; ids out of range; not canonical.
      for (const cursor of [
        'OTk5OTk5OTk5OTk5OTk5LjE',
        encoded('999999999999999.1'),
        encoded('253402300800000.1'),
        encoded('1.0'),
        encoded('01.1'),
      ]) {
        const response = await family.parent.agent.get('/api/assessments').query({ cursor });
        expect([cursor, response.status, response.body.message]).toEqual([cursor, 400, PAGINATION_MESSAGES.cursor]);
      }
      await family.parent.agent
        .get('/api/assessments')
        .query({ cursor: encoded(`${Date.now()}.1`) })
        .expect(200);
      const cursors = fc.oneof(
        fc
          .tuple(fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }), fc.bigInt({ min: -1n, max: 10n ** 11n }))
          .map(([at, id]) => encoded(`${at}.${id}`)),
        fc.string({ unit: 'binary', maxLength: 40 }).map(encoded),
        fc.string({ maxLength: 40 }),
      );
      await fc.assert(
        fc.asyncProperty(cursors, async (cursor) => {
          const response = await family.parent.agent.get('/api/assessments').query({ cursor });
          expect([cursor, [200, 400].includes(response.status)]).toEqual([cursor, true]);
        }),
        { numRuns: 60 },
      );
    });
  });

  describe('transactions', () => {
    it('disconnects a device with its readings, or changes nothing when a step fails', async () => {
      const family = await createFamily(testApp);
      await testApp
        .agent()
        .post(`/api/devices/${family.deviceId}/activity-data`)
        .set('Authorization', `Bearer ${family.deviceToken}`)
        .send({ type: 'steps', value: 500, recordedAt: new Date(Date.now() - 60_000).toISOString() })
        .expect(201);
      expect(await count(ActivityDataReading, { device: family.deviceId })).toBe(1);

      failOn('nativeDelete', Device);
      const before = await databaseDigest(testApp);
      await family.parent.agent.delete(`/api/devices/${family.deviceId}`).expect(500);
      expect(await databaseDigest(testApp)).toBe(before);
      expect(await count(ActivityDataReading, { device: family.deviceId })).toBe(1);

      jest.restoreAllMocks();
      await family.parent.agent.delete(`/api/devices/${family.deviceId}`).expect(204);
      expect(await count(Device, { id: family.deviceId })).toBe(0);
      expect(await count(ActivityDataReading, { device: family.deviceId })).toBe(0);
    });

    it('stores a reading with the device’s lastSynced, or neither when a step fails', async () => {
      const family = await createFamily(testApp);
      failOn('nativeUpdate', Device);
      const before = await databaseDigest(testApp);
      await testApp
        .agent()
        .post(`/api/devices/${family.deviceId}/activity-data`)
        .set('Authorization', `Bearer ${family.deviceToken}`)
        .send({ type: 'sleep', value: 600, recordedAt: new Date(Date.now() - 60_000).toISOString() })
        .expect(500);
      expect(await databaseDigest(testApp)).toBe(before);
      expect(await count(ActivityDataReading, { device: family.deviceId })).toBe(0);

      jest.restoreAllMocks();
      await testApp
        .agent()
        .post(`/api/devices/${family.deviceId}/activity-data`)
        .set('Authorization', `Bearer ${family.deviceToken}`)
        .send({ type: 'sleep', value: 600, recordedAt: new Date(Date.now() - 60_000).toISOString() })
        .expect(201);
      const device = await testApp.orm.em.fork().findOneOrFail(Device, family.deviceId);
      expect(device.lastSynced).not.toBeNull();
      expect(await count(ActivityDataReading, { device: family.deviceId })).toBe(1);
    });

    it('changes the password and signs out the other sessions together, or neither when a step fails', async () => {
      const parent = await registerParent(testApp);
      const otherBrowser = testApp.agent();
      await otherBrowser.post('/api/login').send({ email: parent.credentials.email, password: parent.credentials.password }).expect(200);
      const change = { currentPassword: parent.credentials.password, newPassword: 'a-brand-new-password' };

      failOn('nativeDelete', Session);
      const before = await databaseDigest(testApp);
      await parent.agent.post(`/api/users/${parent.user.id}/password`).send(change).expect(500);
      expect(await databaseDigest(testApp)).toBe(before);
      jest.restoreAllMocks();
      // The old password still signs in, and the other browser is still signed in.
      await testApp.agent().post('/api/login').send({ email: parent.credentials.email, password: parent.credentials.password }).expect(200);
      await otherBrowser.get('/api/user').expect(200);

      await parent.agent.post(`/api/users/${parent.user.id}/password`).send(change).expect(204);
      await otherBrowser.get('/api/user').expect(401);
      await testApp.agent().post('/api/login').send({ email: parent.credentials.email, password: change.newPassword }).expect(200);
      expect(await count(User, { id: parent.user.id })).toBe(1);
    });
  });
});
