import { addDays, format } from 'date-fns';
import {
  AVATAR_URLS,
  CHILD_VALIDATION_MESSAGES as M,
  computePersona,
  PERSONAS,
  personaTypeOf,
} from '@flourishly/contracts';
import { Child } from '../src/children/child.entity';
import { Device } from '../src/devices/device.entity';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');

const basePayload = {
  name: 'Maya',
  dateOfBirth: '2022-03-14',
  gender: 'female',
  primaryDevelopmentalConcern: 'cognitive',
};

describe.each(TEST_DIALECTS)('child profiles API (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('POST /api/child-profiles', () => {
    it('creates a child with defaults, computes the persona and lists it', async () => {
      const { agent, user } = await registerParent(testApp);
      const created = await agent
        .post('/api/child-profiles')
        .send({ ...basePayload, parentId: user.id, preferredActivity: ['building'], profileCompleted: true })
        .expect(201);
      expect(created.body).toMatchObject({
        name: 'Maya',
        dateOfBirth: '2022-03-14',
        gender: 'female',
        avatarUrl: null,
        temperament: null,
        socialInteractionPreference: null,
        moodWhenFacingChallenges: null,
        physicalActivityLevel: null,
        socialSkillsHandling: null,
        parentalInvolvement: 'balanced',
        familyActivityPreferences: [],
        familyDevelopmentFocus: [],
        preferredActivity: ['building'],
        profileCompleted: true,
        personaType: 1,
        personaName: 'Curious Scholar',
        personaReasons: ['cognitive focus', 'loves building and puzzles'],
      });
      const list = await agent.get(`/api/users/${user.id}/child-profiles`).expect(200);
      expect(list.body).toEqual([
        { id: created.body.id, name: 'Maya', dateOfBirth: '2022-03-14', avatarUrl: null, personaType: 1 },
      ]);
    });

    it('ignores a client-sent personaType and recomputes it from the answers', async () => {
      const { agent } = await registerParent(testApp);
      const answers = {
        ...basePayload,
        primaryDevelopmentalConcern: 'none',
        temperament: 'active',
        physicalActivityLevel: 'very-active',
      };
      const created = await agent
        .post('/api/child-profiles')
        .send({ ...answers, personaType: personaTypeOf('Natural Leader') })
        .expect(201);
      expect(created.body.personaType).toBe(personaTypeOf('Energetic Adventurer'));
      expect(created.body.personaType).toBe(computePersona(answers as never).personaType);
      const read = await agent.get(`/api/child-profiles/${created.body.id}`).expect(200);
      expect(read.body.personaName).toBe('Energetic Adventurer');
    });

    it('keeps a built-in avatar', async () => {
      const { agent } = await registerParent(testApp);
      const created = await agent.post('/api/child-profiles').send({ ...basePayload, avatarUrl: AVATAR_URLS[1] }).expect(201);
      expect(created.body.avatarUrl).toBe(AVATAR_URLS[1]);
    });

    it('is 403 when parentId names another user', async () => {
      const { agent, user } = await registerParent(testApp);
      const response = await agent.post('/api/child-profiles').send({ ...basePayload, parentId: user.id + 1000 }).expect(403);
      expect(response.body.message).toBe(M.parentMismatch);
      expect((await agent.get(`/api/users/${user.id}/child-profiles`).expect(200)).body).toEqual([]);
    });

    it('is 401 when signed out', async () => {
      await testApp.agent().post('/api/child-profiles').send(basePayload).expect(401);
    });

    const today = () => isoDate(new Date());
    const tomorrow = () => isoDate(addDays(new Date(), 1));
    const valid: [string, () => Record<string, unknown>][] = [
      ['a 2-character name', () => ({ name: 'Al' })],
      ['born today', () => ({ dateOfBirth: today() })],
      ['born 1900-01-01', () => ({ dateOfBirth: '1900-01-01' })],
      ...['male', 'female', 'other', 'prefer-not-to-say'].map((gender): [string, () => Record<string, unknown>] => [
        `gender ${gender}`,
        () => ({ gender }),
      ]),
      ...['cognitive', 'physical', 'social-emotional', 'language', 'none'].map(
        (concern): [string, () => Record<string, unknown>] => [`concern ${concern}`, () => ({ primaryDevelopmentalConcern: concern })],
      ),
      ...['highly-involved', 'balanced', 'supportive', 'busy', 'extended-family'].map(
        (value): [string, () => Record<string, unknown>] => [`involvement ${value}`, () => ({ parentalInvolvement: value })],
      ),
      ['every nullable answer null', () => ({ temperament: null, socialInteractionPreference: null, moodWhenFacingChallenges: null, physicalActivityLevel: null, socialSkillsHandling: null, avatarUrl: null })],
      [
        'every list option',
        () => ({
          preferredActivity: ['sensory', 'physical', 'creative', 'music', 'building', 'pretend', 'nature', 'reading'],
          familyActivityPreferences: ['outdoor', 'creative', 'educational', 'sports', 'reading', 'games', 'cooking', 'technology', 'travel', 'community'],
          familyDevelopmentFocus: ['independence', 'social-skills', 'academics', 'creativity', 'physical-health', 'emotional-regulation', 'multicultural', 'practical-life', 'leadership', 'environmental'],
        }),
      ],
    ];

    it.each(valid)('accepts %s', async (_label, change) => {
      const { agent } = await registerParent(testApp);
      await agent.post('/api/child-profiles').send({ ...basePayload, ...change() }).expect(201);
    });

    const invalid: [string, () => Record<string, unknown>, string | null][] = [
      ['a missing name', () => ({ name: undefined }), `name: ${M.nameMin}`],
      ['a 1-character name', () => ({ name: 'A' }), `name: ${M.nameMin}`],
      ['a blank name', () => ({ name: '   ' }), `name: ${M.nameMin}`],
      ['a missing date of birth', () => ({ dateOfBirth: undefined }), `dateOfBirth: ${M.dateOfBirthRequired}`],
      ['an empty date of birth', () => ({ dateOfBirth: '' }), `dateOfBirth: ${M.dateOfBirthRequired}`],
      ['a birth date tomorrow', () => ({ dateOfBirth: tomorrow() }), `dateOfBirth: ${M.dateOfBirthFuture}`],
      ['a birth date of 1899-12-31', () => ({ dateOfBirth: '1899-12-31' }), `dateOfBirth: ${M.dateOfBirthTooEarly}`],
      ['an impossible date', () => ({ dateOfBirth: '2021-02-30' }), `dateOfBirth: ${M.dateOfBirthInvalid}`],
      ['a date with a time', () => ({ dateOfBirth: '2021-02-03T10:00:00Z' }), `dateOfBirth: ${M.dateOfBirthInvalid}`],
      ['an unknown gender', () => ({ gender: 'robot' }), null],
      ['a missing gender', () => ({ gender: undefined }), null],
      ['the moral concern (not offered by the form)', () => ({ primaryDevelopmentalConcern: 'moral' }), null],
      ['an unknown temperament', () => ({ temperament: 'grumpy' }), null],
      ['an unknown social preference', () => ({ socialInteractionPreference: 'loud' }), null],
      ['an unknown challenge mood', () => ({ moodWhenFacingChallenges: 'angry' }), null],
      ['an unknown activity level', () => ({ physicalActivityLevel: 'hyper' }), null],
      ['an unknown social skill', () => ({ socialSkillsHandling: 'bossy' }), null],
      ['an unknown involvement', () => ({ parentalInvolvement: 'absent' }), null],
      ['an unknown preferred activity', () => ({ preferredActivity: ['gaming'] }), null],
      ['a duplicated preferred activity', () => ({ preferredActivity: ['music', 'music'] }), `preferredActivity: ${M.duplicate}`],
      ['an unknown family activity', () => ({ familyActivityPreferences: ['skydiving'] }), null],
      ['an unknown priority', () => ({ familyDevelopmentFocus: ['fame'] }), null],
      ['a list given as a string', () => ({ familyDevelopmentFocus: 'academics' }), null],
      ['a foreign avatar URL', () => ({ avatarUrl: 'https://evil.example/a.png' }), `avatarUrl: ${M.avatar}`],
    ];

    it.each(invalid)('rejects %s with 400 and a message', async (_label, change, message) => {
      const { agent, user } = await registerParent(testApp);
      const response = await agent.post('/api/child-profiles').send({ ...basePayload, ...change() }).expect(400);
      expect(typeof response.body.message).toBe('string');
      if (message) expect(response.body.message).toBe(message);
      expect((await agent.get(`/api/users/${user.id}/child-profiles`).expect(200)).body).toEqual([]);
    });

    it('answers malformed JSON with 400, not 500', async () => {
      const { agent } = await registerParent(testApp);
      await agent.post('/api/child-profiles').set('Content-Type', 'application/json').send('{"name":').expect(400);
    });
  });

  describe('GET/PATCH/DELETE /api/child-profiles/{id}', () => {
    it('edits answers, recomputes the persona and ignores a sent personaType', async () => {
      const { agent } = await registerParent(testApp);
      const { body: child } = await agent.post('/api/child-profiles').send(basePayload).expect(201);
      expect(child.personaName).toBe('Curious Scholar');
      const edited = await agent
        .patch(`/api/child-profiles/${child.id}`)
        .send({ primaryDevelopmentalConcern: 'language', name: 'Maya Rose', personaType: 1 })
        .expect(200);
      expect(edited.body).toMatchObject({
        name: 'Maya Rose',
        primaryDevelopmentalConcern: 'language',
        personaType: personaTypeOf('Expressive Communicator'),
        personaName: PERSONAS[1],
        personaReasons: ['language focus'],
      });
      const read = await agent.get(`/api/child-profiles/${child.id}`).expect(200);
      expect(read.body.personaType).toBe(2);
      expect(read.body.gender).toBe('female');
    });

    it('validates edits with the same rules', async () => {
      const { agent } = await registerParent(testApp);
      const { body: child } = await agent.post('/api/child-profiles').send(basePayload).expect(201);
      const response = await agent.patch(`/api/child-profiles/${child.id}`).send({ dateOfBirth: '1899-12-31' }).expect(400);
      expect(response.body.message).toBe(`dateOfBirth: ${M.dateOfBirthTooEarly}`);
      await agent.patch(`/api/child-profiles/${child.id}`).send({ name: 'A' }).expect(400);
      await agent.patch(`/api/child-profiles/${child.id}`).send({ temperament: 'grumpy' }).expect(400);
    });

    it('deletes the child', async () => {
      const { agent, user } = await registerParent(testApp);
      const { body: child } = await agent.post('/api/child-profiles').send(basePayload).expect(201);
      await agent.delete(`/api/child-profiles/${child.id}`).expect(204);
      await agent.get(`/api/child-profiles/${child.id}`).expect(404);
      expect((await agent.get(`/api/users/${user.id}/child-profiles`).expect(200)).body).toEqual([]);
    });

    it("deletes the child's data with it (cascade)", async () => {
      const { agent } = await registerParent(testApp);
      const { body: child } = await agent.post('/api/child-profiles').send(basePayload).expect(201);
      const em = testApp.orm.em.fork();
      em.create(Device, {
        child: em.getReference(Child, child.id),
        deviceName: 'Band',
        kind: 'fitness-band',
        tokenHash: 'a'.repeat(64),
      });
      await em.flush();
      expect(await testApp.orm.em.fork().count(Device, { child: child.id })).toBe(1);
      await agent.delete(`/api/child-profiles/${child.id}`).expect(204);
      expect(await testApp.orm.em.fork().count(Device, { child: child.id })).toBe(0);
    });

    it('is 400 for a malformed id', async () => {
      const { agent } = await registerParent(testApp);
      await agent.get('/api/child-profiles/abc').expect(400);
    });
  });

  describe('another parent', () => {
    it('gets 404 on GET/PATCH/DELETE and 403 on the list, and changes nothing', async () => {
      const owner = await registerParent(testApp);
      const stranger = await registerParent(testApp);
      const { body: child } = await owner.agent.post('/api/child-profiles').send(basePayload).expect(201);
      await stranger.agent.get(`/api/child-profiles/${child.id}`).expect(404);
      await stranger.agent.patch(`/api/child-profiles/${child.id}`).send({ name: 'Stolen' }).expect(404);
      await stranger.agent.delete(`/api/child-profiles/${child.id}`).expect(404);
      await stranger.agent.get(`/api/users/${owner.user.id}/child-profiles`).expect(403);
      const read = await owner.agent.get(`/api/child-profiles/${child.id}`).expect(200);
      expect(read.body.name).toBe('Maya');
    });

    it('signed out gets 401 on every route', async () => {
      const anonymous = testApp.agent();
      await anonymous.get('/api/users/1/child-profiles').expect(401);
      await anonymous.get('/api/child-profiles/1').expect(401);
      await anonymous.patch('/api/child-profiles/1').send({}).expect(401);
      await anonymous.delete('/api/child-profiles/1').expect(401);
    });
  });

  describe('GET /api/avatars/{id}.svg', () => {
    it('serves every built-in avatar as SVG without a session', async () => {
      for (const url of AVATAR_URLS) {
        const response = await testApp.agent().get(url).expect(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(String(response.text ?? response.body)).toContain('<svg');
      }
      await testApp.agent().get('/api/avatars/dragon.svg').expect(404);
      await testApp.agent().get('/api/avatars/fox.png').expect(404);
    });
  });
});
