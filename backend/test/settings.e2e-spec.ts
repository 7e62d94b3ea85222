import { DEFAULT_USER_SETTINGS } from '@flourishly/contracts';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

describe.each(TEST_DIALECTS)('GET/PATCH /api/users/{userId}/settings (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('starts quiet: immunisation reminders on, the rest off', async () => {
    const { agent, user } = await registerParent(testApp);
    const response = await agent.get(`/api/users/${user.id}/settings`).expect(200);
    expect(response.body).toEqual({
      reminders: { immunizations: true, checklists: false, screenings: false, weeklyPlan: false },
      locale: null,
    });
    expect(response.body).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('changes only the choices sent, and keeps them', async () => {
    const { agent, user } = await registerParent(testApp);
    const first = await agent
      .patch(`/api/users/${user.id}/settings`)
      .send({ reminders: { checklists: true } })
      .expect(200);
    expect(first.body.reminders).toEqual({ immunizations: true, checklists: true, screenings: false, weeklyPlan: false });
    await agent
      .patch(`/api/users/${user.id}/settings`)
      .send({ reminders: { immunizations: false } })
      .expect(200);
    const read = await agent.get(`/api/users/${user.id}/settings`).expect(200);
    expect(read.body.reminders).toEqual({ immunizations: false, checklists: true, screenings: false, weeklyPlan: false });
  });

  it.each([
    ['an unknown reminder', { reminders: { newsletter: true } }],
    ['a value that is not a boolean', { reminders: { checklists: 'yes' } }],
    ['an unknown choice', { theme: 'dark' }],
    ['a language we do not speak', { locale: 'fr' }],
    ['a language in capitals', { locale: 'HI' }],
    ['a list', [true]],
  ])('is 400 for %s, and changes nothing', async (_name, body) => {
    const { agent, user } = await registerParent(testApp);
    await agent.patch(`/api/users/${user.id}/settings`).send(body).expect(400);
    expect((await agent.get(`/api/users/${user.id}/settings`).expect(200)).body).toEqual(DEFAULT_USER_SETTINGS);
  });

  it("is 403 for another parent's settings, which stay as they were", async () => {
    const owner = await registerParent(testApp);
    const stranger = await registerParent(testApp);
    await stranger.agent.get(`/api/users/${owner.user.id}/settings`).expect(403);
    await stranger.agent
      .patch(`/api/users/${owner.user.id}/settings`)
      .send({ reminders: { immunizations: false } })
      .expect(403);
    expect((await owner.agent.get(`/api/users/${owner.user.id}/settings`).expect(200)).body).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('keeps the chosen language, which GET /api/user and the next sign-in carry to every device', async () => {
    const { agent, user, credentials } = await registerParent(testApp);
    expect((await agent.get('/api/user').expect(200)).body.locale).toBeNull();
    const saved = await agent.patch(`/api/users/${user.id}/settings`).send({ locale: 'hi' }).expect(200);
    expect(saved.body).toEqual({ ...DEFAULT_USER_SETTINGS, locale: 'hi' });
    expect((await agent.get('/api/user').expect(200)).body.locale).toBe('hi');
    const otherDevice = testApp.agent();
    const signedIn = await otherDevice.post('/api/login').send({ email: credentials.email, password: credentials.password }).expect(200);
    expect(signedIn.body.locale).toBe('hi');
    await agent
      .patch(`/api/users/${user.id}/settings`)
      .send({ reminders: { checklists: true } })
      .expect(200);
    expect((await agent.get(`/api/users/${user.id}/settings`).expect(200)).body.locale).toBe('hi');
  });

  it('is 401 signed out', async () => {
    await testApp.agent().get('/api/users/1/settings').expect(401);
  });

  it('goes into the account export, and away with the account', async () => {
    const { agent, user, credentials } = await registerParent(testApp);
    await agent
      .patch(`/api/users/${user.id}/settings`)
      .send({ reminders: { weeklyPlan: true } })
      .expect(200);
    const exported = await agent.get(`/api/users/${user.id}/export`).expect(200);
    expect(exported.body.settings).toHaveLength(1);
    expect(exported.body.settings[0].choices.reminders).toMatchObject({ weeklyPlan: true });
    await agent.delete(`/api/users/${user.id}`).send({ password: credentials.password }).expect(204);
    const rows = await testApp.orm.em
      .fork()
      .getConnection()
      .execute('select count(*) as n from user_settings where user_id = ?', [user.id]);
    expect(Number((rows[0] as { n: number | string }).n)).toBe(0);
  });
});
