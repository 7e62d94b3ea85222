import type request from 'supertest';
import { createFamily, databaseDigest, type Family, type Parent } from './fixtures';
import { createTestApp, registerParent, routerRoutes, TEST_DIALECTS, type TestApp } from './test-app';

/**
 * The access-control matrix: every route of the app's own Fastify router, called by each kind
 * of caller, with the status each must get. A route the router has and this table lacks fails
 * the suite, so a new route cannot ship without its access rule.
 */

/** What a route names, which decides who may call it. */
type Scope =
  /** Anyone, signed in or not. */
  | 'public'
  /** Any signed-in user; the route names no record (the session decides whose data). */
  | 'signed-in'
  /** A child, or a record of a child (session, device, assignment): strangers get 404. */
  | 'child'
  /** A user id in the path: anyone but that user gets 403. */
  | 'user'
  /** A device's own call with its ingestion token: sessions count for nothing, 401 without it. */
  | 'device-token';

/**
 * Who calls. `owner` is the parent whose records the route names; `caregiver` and `viewer` were
 * given that role on the owner's child (docs/architecture.md, "Families: shared access with roles"); `stranger` is
 * another signed-in parent; `anonymous` has no session.
 */
type Caller = 'owner' | 'caregiver' | 'viewer' | 'stranger' | 'anonymous';
const CALLERS: Caller[] = ['anonymous', 'stranger', 'viewer', 'caregiver', 'owner'];

/** 'ok' is any 2xx, or the status the route's own `expect` names for the owner. */
type Expectation = number | 'ok';

/** By scope; a child route's change (any method but GET) answers a viewer 403, see `rowOf`. */
const EXPECTED: Record<Scope, Record<Caller, Expectation>> = {
  public: { owner: 'ok', caregiver: 'ok', viewer: 'ok', stranger: 'ok', anonymous: 'ok' },
  'signed-in': { owner: 'ok', caregiver: 'ok', viewer: 'ok', stranger: 'ok', anonymous: 401 },
  child: { owner: 'ok', caregiver: 'ok', viewer: 'ok', stranger: 404, anonymous: 401 },
  user: { owner: 'ok', caregiver: 403, viewer: 403, stranger: 403, anonymous: 401 },
  'device-token': { owner: 401, caregiver: 401, viewer: 401, stranger: 401, anonymous: 401 },
};

/** The same status for every caller. */
const everyone = (status: number): Record<Caller, Expectation> => ({
  owner: status,
  caregiver: status,
  viewer: status,
  stranger: status,
  anonymous: status,
});

/** Routes only the owner may call: deleting the child, managing who has access and report links. */
const OWNER_ONLY = { caregiver: 403, viewer: 403 } as const;

interface RouteCase {
  scope: Scope;
  /** Path parameters naming the owner's records. */
  params?: (family: Family) => Record<string, number | string>;
  query?: (family: Family) => Record<string, string>;
  body?: (family: Family) => unknown;
  /** Where this route differs from its scope's row (e.g. the owner's 404 before any data exists). */
  expect?: Partial<Record<Caller, Expectation>>;
  /** The call signs its caller out, so the shared stranger is replaced after it. */
  endsSession?: true;
}

const today = () => new Date().toISOString().slice(0, 10);
const child = (key: string) => (family: Family) => ({ [key]: family.childId });
const self = (family: Family) => ({ userId: family.parent.user.id });

/** One row per route of the router, "METHOD /path" as Fastify writes it. */
const ROUTES: Record<string, RouteCase> = {
  'GET /api/health': { scope: 'public' },
  'GET /api/health/live': { scope: 'public' },
  'GET /api/health/ready': { scope: 'public' },
  'GET /remotes.json': { scope: 'public' },
  'POST /api/register': {
    scope: 'public',
    body: () => ({ fullName: 'Ann', email: 'taken@example.com', password: 'a-long-password' }),
    expect: everyone(409),
  },
  'POST /api/login': {
    scope: 'public',
    body: () => ({ email: 'nobody@example.com', password: 'wrong-password' }),
    expect: everyone(401),
  },
  'POST /api/logout': { scope: 'public', endsSession: true },
  'POST /api/password-reset': { scope: 'public', body: () => ({ email: 'nobody@example.com' }) },
  'POST /api/password-reset/confirm': {
    scope: 'public',
    body: () => ({ token: 'A'.repeat(43), password: 'Quiet-harbour-lantern-57' }),
    expect: everyone(410),
  },
  'GET /api/user': { scope: 'signed-in' },
  'POST /api/users/:userId/profile': { scope: 'user', params: self, body: () => ({ schoolName: 'Oak' }) },
  'POST /api/users/:userId/password': {
    scope: 'user',
    params: self,
    body: (family) => ({ currentPassword: family.parent.credentials.password, newPassword: 'another-long-password' }),
  },
  'GET /api/users/:userId/child-profiles': { scope: 'user', params: self },
  'GET /api/users/:userId/export': { scope: 'user', params: self },
  // The owner's own call deletes their account (the stranger's, with the owner's password, is 403).
  'DELETE /api/users/:userId': { scope: 'user', params: self, body: (family) => ({ password: family.parent.credentials.password }) },
  'GET /api/games': { scope: 'signed-in' },
  'GET /api/games/:id': { scope: 'signed-in', params: (family) => ({ id: family.gameId }) },
  'GET /api/games/:id/content': { scope: 'signed-in', params: (family) => ({ id: family.gameId }) },
  'GET /api/game-images/:file': { scope: 'public', params: () => ({ file: 'counting-garden.svg' }) },
  'GET /api/avatars/:file': { scope: 'public', params: () => ({ file: 'fox.svg' }) },
  'POST /api/inquiries': {
    scope: 'public',
    body: () => ({ topic: 'general-inquiry', name: 'Bo', email: 'bo@example.com', message: 'Hello' }),
    expect: { owner: 201 },
  },
  'POST /api/newsletter': { scope: 'public', body: () => ({ email: 'news@example.com' }) },
  // By the child's age (childId): strangers learn nothing of another family's child.
  'GET /api/activities': { scope: 'child', query: (family) => ({ childId: String(family.childId) }) },
  'GET /api/parent-tips': { scope: 'signed-in', query: () => ({ minAge: '3', maxAge: '5' }) },
  'GET /api/notifications': { scope: 'signed-in' },
  'POST /api/notifications/read': { scope: 'signed-in', body: () => ({}) },
  'GET /api/assessments': { scope: 'signed-in' },
  'POST /api/child-profiles': {
    scope: 'signed-in',
    body: () => ({ name: 'Leo', dateOfBirth: '2020-01-01', gender: 'male', primaryDevelopmentalConcern: 'none' }),
  },
  'GET /api/child-profiles/:id': { scope: 'child', params: child('id') },
  'PATCH /api/child-profiles/:id': { scope: 'child', params: child('id'), body: () => ({ name: 'Mia' }) },
  'DELETE /api/child-profiles/:id': { scope: 'child', params: child('id'), expect: OWNER_ONLY },
  'GET /api/child-profiles/:id/milestone-checklist': { scope: 'child', params: child('id') },
  'PUT /api/child-profiles/:id/assessment-draft': {
    scope: 'child',
    params: child('id'),
    body: (family) => ({ checklistKey: family.checklistKey, answers: {} }),
  },
  'POST /api/child-profiles/:id/assessments': {
    scope: 'child',
    params: child('id'),
    body: (family) => ({ checklistKey: family.checklistKey, answers: {} }),
    expect: { owner: 400 },
  },
  'GET /api/child-profiles/:id/assessments': { scope: 'child', params: child('id') },
  'GET /api/child-profiles/:id/development-assessment': { scope: 'child', params: child('id'), expect: { owner: 204 } },
  'GET /api/child-profiles/:childId/screenings': { scope: 'child', params: child('childId') },
  'GET /api/child-profiles/:id/parent-tips': { scope: 'child', params: child('id') },
  'GET /api/child-profiles/:id/iot-devices': { scope: 'child', params: child('id') },
  'POST /api/child-profiles/:id/iot-devices': {
    scope: 'child',
    params: child('id'),
    body: () => ({ deviceName: 'Band', kind: 'fitness-band' }),
  },
  'GET /api/child-profiles/:id/activity-data/latest': { scope: 'child', params: child('id'), query: () => ({ type: 'steps' }) },
  'GET /api/child-profiles/:childId/achievements': { scope: 'child', params: child('childId') },
  'GET /api/child-profiles/:childId/game-recommendations': { scope: 'child', params: child('childId') },
  'GET /api/child-profiles/:childId/game-progress': {
    scope: 'child',
    params: child('childId'),
    query: (family) => ({ gameId: String(family.gameId) }),
    expect: { owner: 404 },
  },
  'GET /api/child-profiles/:childId/game-progress/summary': { scope: 'child', params: child('childId') },
  'GET /api/child-profiles/:childId/game-time': { scope: 'child', params: child('childId') },
  'GET /api/child-profiles/:childId/activity-assignments': { scope: 'child', params: child('childId'), query: () => ({ date: today() }) },
  'POST /api/child-profiles/:childId/activity-assignments': {
    scope: 'child',
    params: child('childId'),
    body: () => ({ date: today(), time: '10:00', custom: { title: 'Swings', domainType: 'physical', duration: 15 } }),
  },
  'PATCH /api/child-profiles/:childId/activity-assignments/:id': {
    scope: 'child',
    params: (family) => ({ childId: family.childId, id: family.assignmentId }),
    body: () => ({ status: 'completed' }),
  },
  'DELETE /api/child-profiles/:childId/activity-assignments/:id': {
    scope: 'child',
    params: (family) => ({ childId: family.childId, id: family.assignmentId }),
  },
  'GET /api/child-profiles/:childId/plan-summary': { scope: 'child', params: child('childId'), query: () => ({ date: today() }) },
  'POST /api/game-sessions': {
    scope: 'child',
    body: (family) => ({ childId: family.childId, gameId: family.gameId, difficultyLevel: 1, startedAt: new Date().toISOString() }),
  },
  'PATCH /api/game-sessions/:id/complete': {
    scope: 'child',
    params: (family) => ({ id: family.gameSessionId }),
    body: () => ({ score: 80, correctAnswers: 8, totalQuestions: 8, feedback: '' }),
  },
  'POST /api/child-profiles/:id/invitations': { scope: 'child', params: child('id'), body: () => ({ role: 'viewer' }), expect: OWNER_ONLY },
  'GET /api/child-profiles/:id/invitations': { scope: 'child', params: child('id'), expect: OWNER_ONLY },
  'DELETE /api/child-profiles/:id/invitations/:invitationId': {
    scope: 'child',
    params: (family) => ({ id: family.childId, invitationId: family.invitationId }),
    expect: OWNER_ONLY,
  },
  'GET /api/child-profiles/:id/members': { scope: 'child', params: child('id'), expect: { viewer: 403 } },
  'PATCH /api/child-profiles/:id/members/:userId': {
    scope: 'child',
    params: (family) => ({ id: family.childId, userId: family.parent.user.id }),
    body: () => ({ role: 'viewer' }),
    expect: { owner: 400, ...OWNER_ONLY },
  },
  'DELETE /api/child-profiles/:id/members/:userId': {
    scope: 'child',
    params: (family) => ({ id: family.childId, userId: family.parent.user.id }),
    // Removing someone else (here the owner) is the owner's; a member may only remove themself.
    expect: { owner: 400, ...OWNER_ONLY },
  },
  // An invitation's token is its own credential: any signed-in holder may read and accept it.
  // The preview a signed-out invitee sees: first names only, to anyone holding the token.
  'GET /api/invitation-previews/:token': { scope: 'public', params: (family) => ({ token: family.invitationToken }) },
  'GET /api/invitations/:token': { scope: 'signed-in', params: (family) => ({ token: family.invitationToken }) },
  // The stranger (called before the owner) holds the token and accepts it; the owner then finds it used.
  'POST /api/invitations/:token/accept': {
    scope: 'signed-in',
    params: (family) => ({ token: family.invitationToken }),
    // The caregiver holds an invitation to a child it already cares for: 409.
    expect: { owner: 410, caregiver: 409, viewer: 410 },
  },
  // Report links share the child's report outside the family: the owner's alone, like access.
  'POST /api/child-profiles/:id/report-links': {
    scope: 'child',
    params: child('id'),
    body: () => ({ expiresInDays: 3 }),
    expect: OWNER_ONLY,
  },
  'GET /api/child-profiles/:id/report-links': { scope: 'child', params: child('id'), expect: OWNER_ONLY },
  'DELETE /api/child-profiles/:id/report-links/:linkId': {
    scope: 'child',
    params: (family) => ({ id: family.childId, linkId: family.reportLinkId }),
    expect: OWNER_ONLY,
  },
  'GET /api/child-profiles/:id/development-report.pdf': { scope: 'child', params: child('id') },
  // A report link's token is its own credential (a professional without an account opens it).
  'GET /api/shared-reports/:token': { scope: 'public', params: (family) => ({ token: family.reportLinkToken }) },
  'GET /api/shared-reports/:token/pdf': { scope: 'public', params: (family) => ({ token: family.reportLinkToken }) },
  'DELETE /api/devices/:id': { scope: 'child', params: (family) => ({ id: family.deviceId }) },
  'POST /api/devices/:id/activity-data': {
    scope: 'device-token',
    params: (family) => ({ id: family.deviceId }),
    body: () => ({ type: 'steps', value: 100, recordedAt: new Date().toISOString() }),
  },
};

/**
 * A caller's status for a route: the route's own exception for the caller; a viewer's 403 on any
 * change to a child's records; a member's share of the owner's exception; else the scope's.
 */
function expectationOf(routeCase: RouteCase, method: string, caller: Caller): Expectation {
  const own = routeCase.expect?.[caller];
  if (own !== undefined) return own;
  if (caller === 'viewer' && routeCase.scope === 'child' && method !== 'GET') return 403;
  // A member gets what the owner gets where the route differs for the owner (e.g. 404 before any data exists).
  const ownerException = routeCase.expect?.owner;
  if ((caller === 'caregiver' || caller === 'viewer') && routeCase.scope === 'child' && ownerException !== undefined) return ownerException;
  return EXPECTED[routeCase.scope][caller];
}

function fillPath(path: string, params: Record<string, number | string>): string {
  return path.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(String(params[key])));
}

describe.each(TEST_DIALECTS)('access-control matrix (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('has a case for every route of the router, and none for a route that is gone', () => {
    const routes = routerRoutes(testApp).sort();
    expect(routes.length).toBeGreaterThan(40);
    expect(Object.keys(ROUTES).sort()).toEqual(routes);
  });

  it('gives each caller of each route its status, and strangers no data and no change', async () => {
    let routeCount = 0;
    let caseCount = 0;
    await testApp
      .agent()
      .post('/api/register')
      .send({ fullName: 'Ann', email: 'taken@example.com', password: 'a-long-password' })
      .expect(201);
    /** Gives `member` the role on the family's child, through an invitation the owner makes. */
    const share = async (family: Family, member: Parent, role: 'caregiver' | 'viewer') => {
      const invitation = await family.parent.agent.post(`/api/child-profiles/${family.childId}/invitations`).send({ role }).expect(201);
      await member.agent.post(`/api/invitations/${invitation.body.token as string}/accept`).expect(200);
      return family;
    };
    // One stranger, caregiver and viewer for all; a fresh owner for each route that may change
    // records (a delete), and for the caregiver, who may change them too, a family of its own.
    let stranger = await createFamily(testApp);
    let caregiver = await registerParent(testApp);
    let viewer = await registerParent(testApp);
    const reader = await share(await share(await createFamily(testApp), caregiver, 'caregiver'), viewer, 'viewer');
    for (const [key, routeCase] of Object.entries(ROUTES)) {
      const [method, path] = key.split(' ');
      routeCount += 1;
      const owner = method === 'GET' ? reader : await share(await createFamily(testApp), viewer, 'viewer');
      const caregiverFamily = method === 'GET' ? reader : await share(await createFamily(testApp), caregiver, 'caregiver');
      for (const caller of CALLERS) {
        caseCount += 1;
        const expected = expectationOf(routeCase, method, caller);
        const agents: Record<Caller, request.SuperAgentTest | ReturnType<TestApp['agent']>> = {
          anonymous: testApp.agent(),
          stranger: stranger.parent.agent,
          viewer: viewer.agent,
          caregiver: caregiver.agent,
          owner: owner.parent.agent,
        };
        const agent = agents[caller];
        const family = caller === 'caregiver' ? caregiverFamily : owner;
        const send = (agent as unknown as Record<string, (url: string) => request.Test>)[method.toLowerCase()];
        let pending = send.call(agent, fillPath(path, routeCase.params?.(family) ?? {})).query(routeCase.query?.(family) ?? {});
        const body = routeCase.body?.(family);
        if (body !== undefined) {
          pending = pending.send(body as object);
        }
        const guarded = caller !== 'owner' && caller !== 'caregiver';
        const before = guarded ? await databaseDigest(testApp) : '';
        const response = await pending;
        const context = `${key} as ${caller}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
        if (expected === 'ok') {
          expect([context, response.status >= 200 && response.status < 300]).toEqual([context, true]);
        } else {
          expect([context, response.status]).toEqual([context, expected]);
        }
        if (guarded && response.status >= 400) {
          // The error body alone: nothing of the owner's records, and nothing changed.
          expect([context, response.body]).toEqual([context, { statusCode: response.status, message: expect.any(String) }]);
          expect([context, response.body.message]).toEqual([context, expect.not.stringContaining('Maya')]);
          expect([context, await databaseDigest(testApp)]).toEqual([context, before]);
        }
      }
      if (routeCase.endsSession) {
        stranger = await createFamily(testApp);
        caregiver = await registerParent(testApp);
        viewer = await registerParent(testApp);
        await share(await share(reader, caregiver, 'caregiver'), viewer, 'viewer');
      }
    }
    console.log(`Access matrix on ${dialect}: ${routeCount} routes, ${caseCount} cases (${CALLERS.join(', ')})`);
    expect(routeCount).toBe(routerRoutes(testApp).length);
  }, 300_000);
});
