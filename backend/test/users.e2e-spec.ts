import { AUTH_MESSAGES, PROFILE_LIMITS, PROFILE_MESSAGES } from '@flourishly/contracts';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

describe.each(TEST_DIALECTS)('POST /api/users/{id}/profile (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const profile = {
    phoneNumber: '+44 20 7946 0000',
    address: '12 Garden Row, Leeds',
    schoolName: 'Riverside Primary',
    schoolUrl: 'https://riverside.example',
    grade: '2nd',
    selectedInterests: ['storytelling', 'science'],
  };

  it('saves the profile, marks it completed and returns the user', async () => {
    const { agent, user } = await registerParent(testApp);
    const response = await agent.post(`/api/users/${user.id}/profile`).send(profile).expect(200);
    expect(response.body).toMatchObject({ ...profile, profileCompleted: true });
    const me = await agent.get('/api/user').expect(200);
    expect(me.body).toMatchObject({ profileCompleted: true, grade: '2nd' });
  });

  it('accepts an empty form and stores empty answers as null', async () => {
    const { agent, user } = await registerParent(testApp);
    const response = await agent
      .post(`/api/users/${user.id}/profile`)
      .send({ phoneNumber: '', address: '', schoolUrl: '', grade: '', selectedInterests: [] })
      .expect(200);
    expect(response.body).toMatchObject({ phoneNumber: null, address: null, schoolUrl: null, grade: null, profileCompleted: true });
  });

  it("is 403 for another user's profile, and changes nothing", async () => {
    const owner = await registerParent(testApp);
    const stranger = await registerParent(testApp);
    await stranger.agent.post(`/api/users/${owner.user.id}/profile`).send(profile).expect(403);
    const me = await owner.agent.get('/api/user').expect(200);
    expect(me.body.profileCompleted).toBe(false);
  });

  it('is 401 when signed out', async () => {
    await testApp.agent().post('/api/users/1/profile').send(profile).expect(401);
  });

  it('rejects invalid fields with 400 and the contract messages', async () => {
    const { agent, user } = await registerParent(testApp);
    const response = await agent
      .post(`/api/users/${user.id}/profile`)
      .send({ phoneNumber: '123', schoolUrl: 'nope', selectedInterests: ['a', 'b', 'c', 'd', 'e', 'f'] })
      .expect(400);
    const messages = response.body.errors.map((error: { message: string }) => error.message);
    expect(messages).toEqual(expect.arrayContaining([PROFILE_MESSAGES.phoneNumber, PROFILE_MESSAGES.schoolUrl]));
  });

  it.each([
    ['a phone number', { phoneNumber: '1'.repeat(PROFILE_LIMITS.phoneNumber + 1) }, PROFILE_MESSAGES.phoneNumberTooLong],
    ['an address', { address: 'a'.repeat(PROFILE_LIMITS.address + 1) }, PROFILE_MESSAGES.addressTooLong],
    ['a school name', { schoolName: 'a'.repeat(PROFILE_LIMITS.schoolName + 1) }, PROFILE_MESSAGES.schoolNameTooLong],
    [
      'a school website',
      { schoolUrl: `https://school.example/${'a'.repeat(PROFILE_LIMITS.schoolUrl)}` },
      PROFILE_MESSAGES.schoolUrlTooLong,
    ],
  ])('answers 400 (not 500) to %s longer than its column, and changes nothing', async (_field, answer, message) => {
    const { agent, user } = await registerParent(testApp);
    const response = await agent
      .post(`/api/users/${user.id}/profile`)
      .send({ ...profile, ...answer })
      .expect(400);
    expect(response.body.errors.map((error: { message: string }) => error.message)).toEqual([message]);
    const me = await agent.get('/api/user').expect(200);
    expect(me.body).toMatchObject({ profileCompleted: false, phoneNumber: null, address: null });
  });

  it('stores answers exactly as long as their columns', async () => {
    const { agent, user } = await registerParent(testApp);
    const longest = {
      phoneNumber: '1'.repeat(PROFILE_LIMITS.phoneNumber),
      address: 'a'.repeat(PROFILE_LIMITS.address),
      schoolName: 'b'.repeat(PROFILE_LIMITS.schoolName),
      schoolUrl: `https://school.example/${'c'.repeat(PROFILE_LIMITS.schoolUrl - 'https://school.example/'.length)}`,
    };
    const response = await agent.post(`/api/users/${user.id}/profile`).send(longest).expect(200);
    expect(response.body).toMatchObject(longest);
  });

  it.each(['javascript:alert(1)', 'ftp://school.example', 'data:text/html,hello'])(
    'accepts only http(s) school websites: %s is 400',
    async (schoolUrl) => {
      const { agent, user } = await registerParent(testApp);
      const response = await agent
        .post(`/api/users/${user.id}/profile`)
        .send({ ...profile, schoolUrl })
        .expect(400);
      expect(response.body.errors.map((error: { message: string }) => error.message)).toEqual([PROFILE_MESSAGES.schoolUrl]);
    },
  );

  it('answers 400 to a registration whose full name is longer than its column', async () => {
    const response = await testApp
      .agent()
      .post('/api/register')
      .send({ fullName: 'M'.repeat(121), email: `long.${Date.now()}@example.com`, password: 'a-long-password' })
      .expect(400);
    expect(response.body.errors.map((error: { message: string }) => error.message)).toEqual([AUTH_MESSAGES.fullNameTooLong]);
  });

  it('rejects a non-numeric user id with 400', async () => {
    const { agent } = await registerParent(testApp);
    await agent.post('/api/users/abc/profile').send(profile).expect(400);
  });

  it('changes the password only with the current one', async () => {
    const { agent, user, credentials } = await registerParent(testApp);
    await agent
      .post(`/api/users/${user.id}/password`)
      .send({ currentPassword: 'wrong-password', newPassword: 'another-long-password' })
      .expect(422);
    await agent
      .post(`/api/users/${user.id}/password`)
      .send({ currentPassword: credentials.password, newPassword: 'another-long-password' })
      .expect(204);
    await testApp.agent().post('/api/login').send({ email: credentials.email, password: 'another-long-password' }).expect(200);
  });
});
