import { addDays, format } from 'date-fns';
import {
  ACTIVITY_LEVELS,
  AVATAR_URLS,
  BALANCED_LEARNER_DEFAULT_REASON,
  CHALLENGE_MOODS,
  CHILD_VALIDATION_MESSAGES as M,
  computePersona,
  FAMILY_ACTIVITIES,
  GENDERS,
  latestIsoDateOnEarth,
  PARENTAL_INVOLVEMENT,
  PARENTING_PRIORITIES,
  PERSONAS,
  personaTypeOf,
  PREFERRED_ACTIVITIES,
  PRIMARY_CONCERNS,
  SOCIAL_PREFERENCES,
  SOCIAL_SKILLS,
  TEMPERAMENTS,
} from '@flourishly/contracts';
import { Child } from '../src/children/child.entity';
import { Device } from '../src/devices/device.entity';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');
/** The calendar day after an ISO date. */
const dayAfter = (iso: string) => isoDate(addDays(new Date(`${iso}T12:00:00`), 1));

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
        { id: created.body.id, name: 'Maya', dateOfBirth: '2022-03-14', avatarUrl: null, personaType: 1, role: 'owner', sharedBy: null },
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

    it('explains a Balanced Learner that won on its head start alone', async () => {
      const { agent } = await registerParent(testApp);
      const created = await agent
        .post('/api/child-profiles')
        .send({ ...basePayload, primaryDevelopmentalConcern: 'none' })
        .expect(201);
      expect(created.body).toMatchObject({
        personaType: personaTypeOf('Balanced Learner'),
        personaName: 'Balanced Learner',
        personaReasons: [BALANCED_LEARNER_DEFAULT_REASON],
      });
    });

    it('keeps a built-in avatar', async () => {
      const { agent } = await registerParent(testApp);
      const created = await agent
        .post('/api/child-profiles')
        .send({ ...basePayload, avatarUrl: AVATAR_URLS[1] })
        .expect(201);
      expect(created.body.avatarUrl).toBe(AVATAR_URLS[1]);
    });

    it('is 403 when parentId names another user', async () => {
      const { agent, user } = await registerParent(testApp);
      const response = await agent
        .post('/api/child-profiles')
        .send({ ...basePayload, parentId: user.id + 1000 })
        .expect(403);
      expect(response.body.message).toBe(M.parentMismatch);
      expect((await agent.get(`/api/users/${user.id}/child-profiles`).expect(200)).body).toEqual([]);
    });

    it('is 401 when signed out', async () => {
      await testApp.agent().post('/api/child-profiles').send(basePayload).expect(401);
    });

    const today = () => isoDate(new Date());
    const valid: [string, () => Record<string, unknown>][] = [
      ['a 2-character name', () => ({ name: 'Al' })],
      ['born today', () => ({ dateOfBirth: today() })],
      // A parent in the furthest-ahead time zone keeping the default date (their today).
      ['born on the latest date on Earth (UTC+14)', () => ({ dateOfBirth: latestIsoDateOnEarth() })],
      ['born 1900-01-01', () => ({ dateOfBirth: '1900-01-01' })],
      // Every enum, list and null: see 'every value of every enum and list field' below.
    ];

    it.each(valid)('accepts %s', async (_label, change) => {
      const { agent } = await registerParent(testApp);
      await agent
        .post('/api/child-profiles')
        .send({ ...basePayload, ...change() })
        .expect(201);
    });

    const invalid: [string, () => Record<string, unknown>, { path: string; message: string } | null][] = [
      ['a missing name', () => ({ name: undefined }), { path: 'name', message: M.nameMin }],
      ['a 1-character name', () => ({ name: 'A' }), { path: 'name', message: M.nameMin }],
      ['a blank name', () => ({ name: '   ' }), { path: 'name', message: M.nameMin }],
      ['a missing date of birth', () => ({ dateOfBirth: undefined }), { path: 'dateOfBirth', message: M.dateOfBirthRequired }],
      ['an empty date of birth', () => ({ dateOfBirth: '' }), { path: 'dateOfBirth', message: M.dateOfBirthRequired }],
      [
        'a birth date after the latest date on Earth',
        () => ({ dateOfBirth: dayAfter(latestIsoDateOnEarth()) }),
        { path: 'dateOfBirth', message: M.dateOfBirthFuture },
      ],
      ['a birth date of 1899-12-31', () => ({ dateOfBirth: '1899-12-31' }), { path: 'dateOfBirth', message: M.dateOfBirthTooEarly }],
      ['an impossible date', () => ({ dateOfBirth: '2021-02-30' }), { path: 'dateOfBirth', message: M.dateOfBirthInvalid }],
      [
        'a date-time with an impossible hour',
        () => ({ dateOfBirth: '2021-02-03T25:00:00Z' }),
        { path: 'dateOfBirth', message: M.dateOfBirthInvalid },
      ],
      [
        'a date-time past the calendar',
        () => ({ dateOfBirth: '2021-02-30T10:00:00Z' }),
        { path: 'dateOfBirth', message: M.dateOfBirthInvalid },
      ],
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
      [
        'a duplicated preferred activity',
        () => ({ preferredActivity: ['music', 'music'] }),
        { path: 'preferredActivity', message: M.duplicate },
      ],
      ['an unknown family activity', () => ({ familyActivityPreferences: ['skydiving'] }), null],
      ['an unknown priority', () => ({ familyDevelopmentFocus: ['fame'] }), null],
      ['a list given as a string', () => ({ familyDevelopmentFocus: 'academics' }), null],
      ['a foreign avatar URL', () => ({ avatarUrl: 'https://evil.example/a.png' }), { path: 'avatarUrl', message: M.avatar }],
    ];

    it.each(invalid)('rejects %s with 400 and a message', async (_label, change, problem) => {
      const { agent, user } = await registerParent(testApp);
      const response = await agent
        .post('/api/child-profiles')
        .send({ ...basePayload, ...change() })
        .expect(400);
      expect(typeof response.body.message).toBe('string');
      expect(response.body.message.length).toBeGreaterThan(0);
      // `message` is what the wizard shows; `errors` says which field.
      if (problem) {
        expect(response.body.message).toBe(problem.message);
        expect(response.body.errors).toContainEqual(problem);
      }
      expect((await agent.get(`/api/users/${user.id}/child-profiles`).expect(200)).body).toEqual([]);
    });

    it('answers malformed JSON with 400, not 500', async () => {
      const { agent } = await registerParent(testApp);
      await agent.post('/api/child-profiles').set('Content-Type', 'application/json').send('{"name":').expect(400);
    });
  });

  describe('every value of every enum and list field', () => {
    // The spec's values, written out: a value dropped from the contracts must fail here.
    const single: { field: string; values: readonly string[]; nullable: boolean }[] = [
      { field: 'gender', values: ['male', 'female', 'other', 'prefer-not-to-say'], nullable: false },
      { field: 'primaryDevelopmentalConcern', values: ['cognitive', 'physical', 'social-emotional', 'language', 'none'], nullable: false },
      { field: 'temperament', values: ['calm', 'active', 'sensitive', 'intense', 'persistent'], nullable: true },
      { field: 'socialInteractionPreference', values: ['outgoing', 'selective', 'shy', 'observer', 'independent'], nullable: true },
      { field: 'moodWhenFacingChallenges', values: ['persistent', 'seeks-help', 'frustrated', 'discouraged', 'avoidant'], nullable: true },
      {
        field: 'physicalActivityLevel',
        values: ['very-active', 'moderately-active', 'active-periods', 'prefers-calm', 'reluctant'],
        nullable: true,
      },
      {
        field: 'socialSkillsHandling',
        values: ['natural-leader', 'cooperative', 'one-close-friend', 'difficulty-social', 'prefers-adults'],
        nullable: true,
      },
      { field: 'parentalInvolvement', values: ['highly-involved', 'balanced', 'supportive', 'busy', 'extended-family'], nullable: false },
      // Ours: a built-in avatar or none.
      { field: 'avatarUrl', values: AVATAR_URLS, nullable: true },
    ];
    const lists: { field: string; values: readonly string[] }[] = [
      { field: 'preferredActivity', values: ['sensory', 'physical', 'creative', 'music', 'building', 'pretend', 'nature', 'reading'] },
      {
        field: 'familyActivityPreferences',
        values: ['outdoor', 'creative', 'educational', 'sports', 'reading', 'games', 'cooking', 'technology', 'travel', 'community'],
      },
      {
        field: 'familyDevelopmentFocus',
        values: [
          'independence',
          'social-skills',
          'academics',
          'creativity',
          'physical-health',
          'emotional-regulation',
          'multicultural',
          'practical-life',
          'leadership',
          'environmental',
        ],
      },
    ];

    it('covers every value the contracts accept', () => {
      const sorted = (values: readonly string[]) => [...values].sort();
      const contract: Record<string, readonly string[]> = {
        gender: GENDERS,
        primaryDevelopmentalConcern: PRIMARY_CONCERNS,
        temperament: TEMPERAMENTS,
        socialInteractionPreference: SOCIAL_PREFERENCES,
        moodWhenFacingChallenges: CHALLENGE_MOODS,
        physicalActivityLevel: ACTIVITY_LEVELS,
        socialSkillsHandling: SOCIAL_SKILLS,
        parentalInvolvement: PARENTAL_INVOLVEMENT,
        avatarUrl: AVATAR_URLS,
        preferredActivity: PREFERRED_ACTIVITIES,
        familyActivityPreferences: FAMILY_ACTIVITIES,
        familyDevelopmentFocus: PARENTING_PRIORITIES,
      };
      for (const { field, values } of [...single, ...lists]) expect(sorted(values)).toEqual(sorted(contract[field]!));
    });

    /** Creates a child with `change`, then checks the answer and a fresh read of what was stored. */
    const createAndRead = async (agent: ReturnType<TestApp['agent']>, change: Record<string, unknown>) => {
      const created = await agent
        .post('/api/child-profiles')
        .send({ ...basePayload, ...change })
        .expect(201);
      const stored = await agent.get(`/api/child-profiles/${created.body.id}`).expect(200);
      return { created: created.body as Record<string, unknown>, stored: stored.body as Record<string, unknown> };
    };

    it.each(single)('accepts and stores every $field', async ({ field, values }) => {
      const { agent } = await registerParent(testApp);
      for (const value of values) {
        const { created, stored } = await createAndRead(agent, { [field]: value });
        expect([field, created[field]]).toEqual([field, value]);
        expect([field, stored[field]]).toEqual([field, value]);
      }
    });

    it.each(lists)('accepts and stores each $field value, all of them together, and none', async ({ field, values }) => {
      const { agent } = await registerParent(testApp);
      for (const value of values) {
        const { stored } = await createAndRead(agent, { [field]: [value] });
        expect([field, stored[field]]).toEqual([field, [value]]);
      }
      const reversed = [...values].reverse();
      expect((await createAndRead(agent, { [field]: reversed })).stored[field]).toEqual(reversed);
      expect((await createAndRead(agent, { [field]: [] })).stored[field]).toEqual([]);
    });

    it.each(single.filter(({ nullable }) => nullable))('accepts null for $field on create and edit', async ({ field, values }) => {
      const { agent } = await registerParent(testApp);
      expect((await createAndRead(agent, { [field]: null })).stored[field]).toBeNull();
      const { created } = await createAndRead(agent, { [field]: values[0] });
      const edited = await agent
        .patch(`/api/child-profiles/${created.id}`)
        .send({ [field]: null })
        .expect(200);
      expect(edited.body[field]).toBeNull();
      expect((await agent.get(`/api/child-profiles/${created.id}`).expect(200)).body[field]).toBeNull();
    });

    const notNullable = [
      'name',
      'dateOfBirth',
      ...single.filter(({ nullable }) => !nullable).map(({ field }) => field),
      ...lists.map(({ field }) => field),
    ];
    it.each(notNullable)('rejects null for %s, which the spec does not make nullable', async (field) => {
      const { agent, user } = await registerParent(testApp);
      const response = await agent
        .post('/api/child-profiles')
        .send({ ...basePayload, [field]: null })
        .expect(400);
      expect(response.body.errors.map((problem: { path: string }) => problem.path)).toContain(field);
      expect((await agent.get(`/api/users/${user.id}/child-profiles`).expect(200)).body).toEqual([]);
    });
  });

  describe('GET/PATCH/DELETE /api/child-profiles/{childId}', () => {
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
      expect(response.body.message).toBe(M.dateOfBirthTooEarly);
      expect(response.body.errors).toContainEqual({ path: 'dateOfBirth', message: M.dateOfBirthTooEarly });
      await agent.patch(`/api/child-profiles/${child.id}`).send({ dateOfBirth: latestIsoDateOnEarth() }).expect(200);
      await agent
        .patch(`/api/child-profiles/${child.id}`)
        .send({ dateOfBirth: dayAfter(latestIsoDateOnEarth()) })
        .expect(400);
      await agent.patch(`/api/child-profiles/${child.id}`).send({ name: 'A' }).expect(400);
      await agent.patch(`/api/child-profiles/${child.id}`).send({ temperament: 'grumpy' }).expect(400);
    });

    it('stores the weeks of pregnancy at birth, 22-44 or null, and rejects anything else with 400', async () => {
      const { agent } = await registerParent(testApp);
      const { body: child } = await agent
        .post('/api/child-profiles')
        .send({ ...basePayload, gestationalAgeAtBirthWeeks: 22 })
        .expect(201);
      expect(child.gestationalAgeAtBirthWeeks).toBe(22);
      expect(
        (await agent.patch(`/api/child-profiles/${child.id}`).send({ gestationalAgeAtBirthWeeks: 44 }).expect(200)).body
          .gestationalAgeAtBirthWeeks,
      ).toBe(44);
      for (const bad of [21, 45, 30.5, '30', true]) {
        const response = await agent.patch(`/api/child-profiles/${child.id}`).send({ gestationalAgeAtBirthWeeks: bad }).expect(400);
        expect(response.body.message).toBe(M.gestationalAge);
      }
      await agent
        .post('/api/child-profiles')
        .send({ ...basePayload, gestationalAgeAtBirthWeeks: 50 })
        .expect(400);
      expect((await agent.get(`/api/child-profiles/${child.id}`).expect(200)).body.gestationalAgeAtBirthWeeks).toBe(44);
      expect(
        (await agent.patch(`/api/child-profiles/${child.id}`).send({ gestationalAgeAtBirthWeeks: null }).expect(200)).body
          .gestationalAgeAtBirthWeeks,
      ).toBeNull();
      const { body: unknown } = await agent.post('/api/child-profiles').send(basePayload).expect(201);
      expect(unknown.gestationalAgeAtBirthWeeks).toBeNull();
    });

    it('stores the days beyond the weeks, 0-6, 0 when not given or cleared, and rejects anything else with 400', async () => {
      const { agent, user } = await registerParent(testApp);
      const { body: term } = await agent.post('/api/child-profiles').send(basePayload).expect(201);
      expect(term.gestationalAgeAtBirthDays).toBe(0);
      const { body: child } = await agent
        .post('/api/child-profiles')
        .send({ ...basePayload, gestationalAgeAtBirthWeeks: 36, gestationalAgeAtBirthDays: 4 })
        .expect(201);
      expect(child).toMatchObject({ gestationalAgeAtBirthWeeks: 36, gestationalAgeAtBirthDays: 4 });
      for (const bad of [-1, 7, 2.5, '3', false]) {
        const response = await agent.patch(`/api/child-profiles/${child.id}`).send({ gestationalAgeAtBirthDays: bad }).expect(400);
        expect(response.body.message).toBe(M.gestationalAgeDays);
      }
      expect((await agent.get(`/api/child-profiles/${child.id}`).expect(200)).body.gestationalAgeAtBirthDays).toBe(4);
      expect(
        (await agent.patch(`/api/child-profiles/${child.id}`).send({ gestationalAgeAtBirthDays: 6 }).expect(200)).body
          .gestationalAgeAtBirthDays,
      ).toBe(6);
      expect(
        (await agent.patch(`/api/child-profiles/${child.id}`).send({ gestationalAgeAtBirthDays: null }).expect(200)).body
          .gestationalAgeAtBirthDays,
      ).toBe(0);
      await agent.patch(`/api/child-profiles/${child.id}`).send({ gestationalAgeAtBirthDays: 3 }).expect(200);
      const exported = (await agent.get(`/api/users/${user.id}/export`).expect(200)).body;
      const profiles = exported.children.map((entry: { profile: Record<string, unknown> }) => entry.profile);
      expect(profiles.find((profile: { id: number }) => profile.id === child.id)).toMatchObject({ gestationalAgeAtBirthDays: 3 });
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
