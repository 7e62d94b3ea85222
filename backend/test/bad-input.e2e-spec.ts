import { CONTROL_CHARACTER_MESSAGE, DATE_MESSAGES } from '@flourishly/contracts';
import { ENTITIES } from '../src/schema/entities';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

/** A NUL byte: PostgreSQL's text type cannot store it, so it must never get past validation. */
const NUL = '\u0000';

describe.each(TEST_DIALECTS)('malformed text and dates (%s)', (dialect) => {
  let testApp: TestApp;
  let parent: Awaited<ReturnType<typeof registerParent>>;
  let childId: number;
  let sessionId: number;

  /** Row count of every table, to show a refused request changed nothing. */
  const rowCounts = async () => {
    const em = testApp.orm.em.fork();
    const counts: Record<string, number> = {};
    for (const entity of ENTITIES) counts[entity.name] = await em.count(entity, {});
    return counts;
  };

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    parent = await registerParent(testApp);
    const child = await parent.agent
      .post('/api/child-profiles')
      .send({ name: 'Maya', dateOfBirth: '2019-05-01', gender: 'female', primaryDevelopmentalConcern: 'none' })
      .expect(201);
    childId = child.body.id;
    const games = (await parent.agent.get('/api/games').expect(200)).body as { id: number }[];
    const session = await parent.agent
      .post('/api/game-sessions')
      .send({ childId, gameId: games[0].id, difficultyLevel: 1, startedAt: new Date().toISOString(), duration: 0, score: 0 })
      .expect(201);
    sessionId = session.body.id;
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** Every endpoint that takes free text, with a body (or query) whose `field` holds a NUL byte. */
  const cases: { name: string; send: () => Promise<{ status: number; body: { message?: string } }> }[] = [
    {
      name: 'register fullName',
      send: () =>
        testApp
          .agent()
          .post('/api/register')
          .send({ fullName: `Ann${NUL}`, email: 'ann@example.com', password: 'a-long-password' }),
    },
    {
      name: 'register email',
      send: () =>
        testApp
          .agent()
          .post('/api/register')
          .send({ fullName: 'Ann', email: `ann${NUL}@example.com`, password: 'a-long-password' }),
    },
    {
      name: 'register password',
      send: () =>
        testApp
          .agent()
          .post('/api/register')
          .send({ fullName: 'Ann', email: 'ann2@example.com', password: `a-long-${NUL}password` }),
    },
    {
      name: 'login password',
      send: () =>
        testApp
          .agent()
          .post('/api/login')
          .send({ email: parent.credentials.email, password: `x${NUL}` }),
    },
    {
      name: 'profile phoneNumber',
      send: () => parent.agent.post(`/api/users/${parent.user.id}/profile`).send({ phoneNumber: `0123456789${NUL}` }),
    },
    {
      name: 'profile address',
      send: () => parent.agent.post(`/api/users/${parent.user.id}/profile`).send({ address: `1 Main${NUL} Street` }),
    },
    { name: 'profile schoolName', send: () => parent.agent.post(`/api/users/${parent.user.id}/profile`).send({ schoolName: `Oak${NUL}` }) },
    {
      name: 'profile schoolUrl',
      send: () => parent.agent.post(`/api/users/${parent.user.id}/profile`).send({ schoolUrl: `https://oak.example${NUL}` }),
    },
    {
      name: 'password change',
      send: () =>
        parent.agent
          .post(`/api/users/${parent.user.id}/password`)
          .send({ currentPassword: parent.credentials.password, newPassword: `new-${NUL}-password` }),
    },
    {
      name: 'inquiry name',
      send: () =>
        testApp
          .agent()
          .post('/api/inquiries')
          .send({ topic: 'general-inquiry', name: `Bo${NUL}`, email: 'bo@example.com', message: 'Hello' }),
    },
    {
      name: 'inquiry message',
      send: () =>
        testApp
          .agent()
          .post('/api/inquiries')
          .send({ topic: 'general-inquiry', name: 'Bo', email: 'bo@example.com', message: `Hel${NUL}lo` }),
    },
    {
      name: 'inquiry phone',
      send: () =>
        testApp
          .agent()
          .post('/api/inquiries')
          .send({ topic: 'general-inquiry', name: 'Bo', email: 'bo@example.com', phone: `555${NUL}`, message: 'Hello' }),
    },
    {
      name: 'newsletter email',
      send: () =>
        testApp
          .agent()
          .post('/api/newsletter')
          .send({ email: `n${NUL}@example.com` }),
    },
    {
      name: 'child create name',
      send: () =>
        parent.agent
          .post('/api/child-profiles')
          .send({ name: `Le${NUL}o`, dateOfBirth: '2020-01-01', gender: 'male', primaryDevelopmentalConcern: 'none' }),
    },
    {
      name: 'child create dateOfBirth',
      send: () =>
        parent.agent
          .post('/api/child-profiles')
          .send({ name: 'Leo', dateOfBirth: `2020-01-01${NUL}`, gender: 'male', primaryDevelopmentalConcern: 'none' }),
    },
    { name: 'child edit name', send: () => parent.agent.patch(`/api/child-profiles/${childId}`).send({ name: `Ma${NUL}ya` }) },
    {
      name: 'custom activity title',
      send: () =>
        parent.agent
          .post(`/api/child-profiles/${childId}/activity-assignments`)
          .send({ date: '2026-01-01', time: '09:00', custom: { title: `Park${NUL}`, domainType: 'physical', duration: 20 } }),
    },
    {
      name: 'custom activity description',
      send: () =>
        parent.agent.post(`/api/child-profiles/${childId}/activity-assignments`).send({
          date: '2026-01-01',
          time: '09:00',
          custom: { title: 'Park', description: `Swings${NUL}`, domainType: 'physical', duration: 20 },
        }),
    },
    { name: 'activity library search', send: () => parent.agent.get('/api/activities').query({ search: `blocks${NUL}` }) },
    {
      name: 'assessment draft checklistKey',
      send: () => parent.agent.put(`/api/child-profiles/${childId}/assessment-draft`).send({ checklistKey: `cdc${NUL}`, answers: {} }),
    },
    {
      name: 'assessment answer key',
      send: () =>
        parent.agent
          .post(`/api/child-profiles/${childId}/assessments`)
          .send({ checklistKey: 'school-6y', answers: { [`item${NUL}`]: 'yes' } }),
    },
    {
      name: 'device name',
      send: () =>
        parent.agent.post(`/api/child-profiles/${childId}/iot-devices`).send({ deviceName: `Watch${NUL}`, deviceType: 'fitness-tracker' }),
    },
    {
      name: 'game feedback',
      send: () =>
        parent.agent
          .patch(`/api/game-sessions/${sessionId}/complete`)
          .send({ score: 80, correctAnswers: 8, totalQuestions: 8, feedback: `Great${NUL}` }),
    },
  ];

  it.each(cases.map((testCase) => [testCase.name, testCase] as const))(
    'a NUL byte in %s answers 400 and stores nothing',
    async (_name, testCase) => {
      const before = await rowCounts();
      const response = await testCase.send();
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(CONTROL_CHARACTER_MESSAGE);
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('creates a child from an ISO date-time birth date and reads back the same calendar date', async () => {
    const created = await parent.agent
      .post('/api/child-profiles')
      .send({ name: 'Iso', dateOfBirth: '2021-03-04T12:00:00.000Z', gender: 'other', primaryDevelopmentalConcern: 'none' })
      .expect(201);
    expect(created.body.dateOfBirth).toBe('2021-03-04');
    expect((await parent.agent.get(`/api/child-profiles/${created.body.id}`).expect(200)).body.dateOfBirth).toBe('2021-03-04');
    const edited = await parent.agent
      .patch(`/api/child-profiles/${created.body.id}`)
      .send({ dateOfBirth: '2020-07-09T23:30:00-07:00' })
      .expect(200);
    expect(edited.body.dateOfBirth).toBe('2020-07-09');
    expect((await parent.agent.get(`/api/child-profiles/${created.body.id}`).expect(200)).body.dateOfBirth).toBe('2020-07-09');
    await parent.agent.delete(`/api/child-profiles/${created.body.id}`).expect(204);
  });

  it('answers a plan range in year 9999 with 400 at once and keeps serving', async () => {
    const response = await parent.agent
      .get(`/api/child-profiles/${childId}/activity-assignments`)
      .query({ from: '9999-12-01', to: '9999-12-31' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(DATE_MESSAGES.outOfRange);
    await parent.agent
      .get(`/api/child-profiles/${childId}/activity-assignments`)
      .query({ from: '2100-12-01', to: '2100-12-31' })
      .expect(200);
    await parent.agent.get('/api/user').expect(200);
  });

  it('answers a body the server does not read, or one over the size limit, with its 4xx and the JSON error body, changing nothing', async () => {
    const before = await rowCounts();
    const child = { name: 'Noa', dateOfBirth: '2019-05-01', gender: 'female', primaryDevelopmentalConcern: 'none' };
    const unsupported = await parent.agent.post('/api/child-profiles').set('Content-Type', 'text/csv').send('name,Noa');
    expect(unsupported.status).toBe(415);
    expect(unsupported.body).toEqual({ statusCode: 415, message: expect.any(String) });
    const tooLarge = await parent.agent.post('/api/child-profiles').send({ ...child, padding: 'x'.repeat(200_000) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ statusCode: 413, message: expect.any(String) });
    const malformed = await parent.agent.post('/api/child-profiles').set('Content-Type', 'application/json').send('{"name":');
    expect(malformed.body).toEqual({ statusCode: 400, message: expect.stringContaining('JSON') });
    expect(await rowCounts()).toEqual(before);
  });
});
