import { ReferenceKind } from '@mikro-orm/core';
import { Child } from '../src/children/child.entity';
import { plainRowReader } from '../src/database/plain-rows';
import { User } from '../src/users/user.entity';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

/** A profile-completion body with the given interests. */
const completedProfile = (selectedInterests: string[]) => ({
  phoneNumber: '+44 20 7946 0000',
  address: '1 Row',
  schoolName: 'Riverside',
  schoolUrl: 'https://riverside.example',
  grade: '2nd',
  selectedInterests,
});

/**
 * The signed-in hot path (docs/architecture.md, "Hot path"): how many statements a request sends
 * to the database, counted on the connection every EntityManager of the app shares.
 */
describe.each(TEST_DIALECTS)('signed-in hot path (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** The statements the app sends while `request` runs. */
  async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
    const connection = testApp.orm.em.getConnection();
    const execute = jest.spyOn(connection, 'execute');
    try {
      await request();
      return execute.mock.calls.map(([query]) => String(query));
    } finally {
      execute.mockRestore();
    }
  }

  it('reads the session and its user in one statement for GET /api/user', async () => {
    const { agent, user } = await registerParent(testApp);
    let body: unknown;
    const statements = await statementsOf(async () => {
      body = (await agent.get('/api/user').expect(200)).body;
    });
    expect(statements).toHaveLength(1);
    expect(body).toMatchObject({ id: user.id, email: user.email, fullName: user.fullName, profileCompleted: false, selectedInterests: [] });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('answers GET /api/child-profiles/{childId} with one more statement, for the child and the role together', async () => {
    const { agent } = await registerParent(testApp);
    const child = await agent
      .post('/api/child-profiles')
      .send({ name: 'Leo', dateOfBirth: '2019-05-01', gender: 'male', primaryDevelopmentalConcern: 'cognitive' })
      .expect(201);
    let body: unknown;
    const statements = await statementsOf(async () => {
      body = (await agent.get(`/api/child-profiles/${child.body.id}`).expect(200)).body;
    });
    expect(statements).toHaveLength(2);
    expect(body).toEqual(child.body);
  });

  it('sees a profile change on the very next request and keeps the user row out of the stored session', async () => {
    const { agent, user } = await registerParent(testApp);
    await agent.get('/api/user').expect(200);
    await agent
      .post(`/api/users/${user.id}/profile`)
      .send(completedProfile(['science']))
      .expect(200);
    const after = await agent.get('/api/user').expect(200);
    expect(after.body).toMatchObject({ profileCompleted: true, selectedInterests: ['science'], schoolName: 'Riverside' });
    const rows = await testApp.orm.em.fork().getConnection().execute('select data from sessions where user_id = ?', [user.id]);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(String(row.data)).not.toContain('signedInUserRow');
  });

  it('gives a caregiver their role and a stranger 404 through the same statement', async () => {
    const owner = await registerParent(testApp);
    const caregiver = await registerParent(testApp);
    const stranger = await registerParent(testApp);
    const child = await owner.agent
      .post('/api/child-profiles')
      .send({ name: 'Ada', dateOfBirth: '2020-02-01', gender: 'female', primaryDevelopmentalConcern: 'none' })
      .expect(201);
    const invitation = await owner.agent.post(`/api/child-profiles/${child.body.id}/invitations`).send({ role: 'caregiver' }).expect(201);
    await caregiver.agent.post(`/api/invitations/${invitation.body.token}/accept`).expect(200);
    await caregiver.agent.get(`/api/child-profiles/${child.body.id}`).expect(200);
    await caregiver.agent.delete(`/api/child-profiles/${child.body.id}`).expect(403);
    await stranger.agent.get(`/api/child-profiles/${child.body.id}`).expect(404);
    await owner.agent.get(`/api/child-profiles/${child.body.id + 100000}`).expect(404);
  });

  it('reads plain rows into the values the ORM maps into entities', async () => {
    const { agent, user } = await registerParent(testApp);
    await agent
      .post(`/api/users/${user.id}/profile`)
      .send(completedProfile(['storytelling', 'science']))
      .expect(200);
    const child = await agent
      .post('/api/child-profiles')
      .send({
        name: 'Leo',
        dateOfBirth: '2019-05-01',
        gender: 'male',
        primaryDevelopmentalConcern: 'cognitive',
        preferredActivity: ['building'],
        gestationalAgeAtBirthWeeks: 34,
      })
      .expect(201);
    const em = testApp.orm.em.fork();
    for (const [entity, table, id] of [
      [User, 'users', user.id],
      [Child, 'children', child.body.id],
    ] as const) {
      const [row] = await em.getConnection().execute<Record<string, unknown>[]>(`select * from ${table} where id = ?`, [id]);
      const plain = plainRowReader<Record<string, unknown>>(em, entity)({ ...row });
      const mapped = em.fork().map(entity, { ...row }) as unknown as Record<string, unknown>;
      const scalars = em
        .getMetadata()
        .get(entity.name)
        .props.filter((prop) => prop.kind === ReferenceKind.SCALAR);
      for (const { name } of scalars) expect({ [name]: plain[name] }).toEqual({ [name]: mapped[name] });
    }
  });
});
