import type request from 'supertest';
import { endpointList, type Endpoint, type EndpointAccess, type EndpointName } from '@flourishly/contracts';
import { createFamily, databaseDigest, fillPath, pathParams, type Family, type Parent } from './fixtures';
import { createTestApp, registerParent, routerRoutes, TEST_DIALECTS, type TestApp } from './test-app';

/**
 * The access-control matrix: every endpoint of the contracts' registry (the router's routes,
 * exactly), called by each kind of caller, with the status its access rule gives each. A route
 * cannot ship without its access rule: the registry declares it, and this suite holds the server to it.
 */

/**
 * Who calls. `owner` is the parent whose records the route names; `caregiver` and `viewer` were
 * given that role on the owner's child (docs/architecture.md, "Families: shared access with roles"); `stranger` is
 * another signed-in parent; `anonymous` has no session.
 */
type Caller = 'owner' | 'caregiver' | 'viewer' | 'stranger' | 'anonymous';
const CALLERS: Caller[] = ['anonymous', 'stranger', 'viewer', 'caregiver', 'owner'];

/** 'ok' is any 2xx, or the status the route's own `expect` names for the owner. */
type Expectation = number | 'ok';

/**
 * By the registry's access rule (a child's routes in `childRule`): a child's records are 404 for
 * strangers; a user id in the path is 403 for anyone else; a device's own call needs its token.
 */
const EXPECTED: Record<Exclude<EndpointAccess, object>, Record<Caller, Expectation>> = {
  public: { owner: 'ok', caregiver: 'ok', viewer: 'ok', stranger: 'ok', anonymous: 'ok' },
  'signed-in': { owner: 'ok', caregiver: 'ok', viewer: 'ok', stranger: 'ok', anonymous: 401 },
  self: { owner: 'ok', caregiver: 403, viewer: 403, stranger: 403, anonymous: 401 },
  device: { owner: 401, caregiver: 401, viewer: 401, stranger: 401, anonymous: 401 },
};

/** The same status for every caller. */
const everyone = (status: number): Record<Caller, Expectation> => ({
  owner: status,
  caregiver: status,
  viewer: status,
  stranger: status,
  anonymous: status,
});

/**
 * What the registry cannot know of a route (its method, path, path parameters and access come
 * from the registry, `pathParams` names the family's records): a valid query and body, and where
 * the route's answer differs from its access rule.
 */
interface RouteCase {
  query?: (family: Family) => Record<string, string>;
  body?: (family: Family) => unknown;
  /** Where this route differs from its access rule (e.g. the owner's 404 before any data exists). */
  expect?: Partial<Record<Caller, Expectation>>;
  /** The call signs its caller out, so the shared stranger is replaced after it. */
  endsSession?: true;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The routes that need a query, a body or an exception, by endpoint name. */
const ROUTES: Partial<Record<EndpointName, RouteCase>> = {
  register: {
    body: () => ({ fullName: 'Ann', email: 'taken@example.com', password: 'a-long-password' }),
    expect: everyone(409),
  },
  login: { body: () => ({ email: 'nobody@example.com', password: 'wrong-password' }), expect: everyone(401) },
  logout: { endsSession: true },
  requestPasswordReset: { body: () => ({ email: 'nobody@example.com' }) },
  confirmPasswordReset: { body: () => ({ token: 'A'.repeat(43), password: 'Quiet-harbour-lantern-57' }), expect: everyone(410) },
  saveProfile: { body: () => ({ schoolName: 'Oak' }) },
  updateSettings: { body: () => ({ reminders: { screenings: true } }) },
  changePassword: {
    body: (family) => ({ currentPassword: family.parent.credentials.password, newPassword: 'another-long-password' }),
  },
  // The owner's own call deletes their account (the stranger's, with the owner's password, is 403).
  deleteAccount: { body: (family) => ({ password: family.parent.credentials.password }) },
  createInquiry: {
    body: () => ({ topic: 'general-inquiry', name: 'Bo', email: 'bo@example.com', message: 'Hello' }),
    expect: { owner: 201 },
  },
  subscribeNewsletter: { body: () => ({ email: 'news@example.com' }) },
  // By the child's age (childId): strangers learn nothing of another family's child.
  activityLibrary: { query: (family) => ({ childId: String(family.childId) }) },
  parentTips: { query: () => ({ minAge: '3', maxAge: '5' }) },
  markNotificationsRead: { body: () => ({}) },
  createChild: {
    body: () => ({ name: 'Leo', dateOfBirth: '2020-01-01', gender: 'male', primaryDevelopmentalConcern: 'none' }),
  },
  updateChild: { body: () => ({ name: 'Mia' }) },
  saveAssessmentDraft: { body: (family) => ({ checklistKey: family.checklistKey, answers: {} }) },
  submitAssessment: { body: (family) => ({ checklistKey: family.checklistKey, answers: {} }), expect: { owner: 400 } },
  developmentAssessment: { expect: { owner: 204 } },
  connectDevice: { body: () => ({ deviceName: 'Band', kind: 'fitness-band' }) },
  latestActivity: { query: () => ({ type: 'steps' }) },
  gameProgress: { query: (family) => ({ gameId: String(family.gameId) }), expect: { owner: 404 } },
  activityAssignments: { query: () => ({ date: today() }) },
  createActivityAssignment: {
    body: () => ({ date: today(), time: '10:00', custom: { title: 'Swings', domainType: 'physical', duration: 15 } }),
  },
  updateActivityAssignment: { body: () => ({ status: 'completed' }) },
  planSummary: { query: () => ({ date: today() }) },
  createMeasurement: { body: () => ({ measuredOn: today(), weightKg: 22.4 }) },
  updateMeasurement: { body: () => ({ weightKg: 22.6 }) },
  growthChart: { query: () => ({ indicator: 'weightForAge' }) },
  startGameSession: {
    body: (family) => ({ childId: family.childId, gameId: family.gameId, difficultyLevel: 1, startedAt: new Date().toISOString() }),
  },
  completeGameSession: { body: () => ({ score: 80, correctAnswers: 8, totalQuestions: 8, feedback: '' }) },
  recordPlayedGameSession: {
    body: (family) => ({
      childId: family.childId,
      gameId: family.gameId,
      difficultyLevel: 1,
      startedAt: new Date(Date.now() - 120_000).toISOString(),
      completedAt: new Date().toISOString(),
      score: 80,
      correctAnswers: 8,
      totalQuestions: 8,
    }),
  },
  createInvitation: { body: () => ({ role: 'viewer' }) },
  changeMemberRole: { body: () => ({ role: 'viewer' }), expect: { owner: 400 } },
  // Removing someone else (here the owner) is the owner's; a member may only remove themself.
  removeMember: { expect: { owner: 400, caregiver: 403, viewer: 403 } },
  // An invitation's token is its own credential: any signed-in holder may read and accept it.
  // The stranger (called before the owner) holds the token and accepts it; the owner then finds it used.
  // The caregiver holds an invitation to a child it already cares for: 409.
  acceptInvitation: { expect: { owner: 410, caregiver: 409, viewer: 410 } },
  createReportLink: { body: () => ({ expiresInDays: 3 }) },
  recordImmunisation: { body: () => ({ vaccine: 'OPV', dose: 1, givenOn: '2019-05-01' }) },
  chooseImmunisationSchedule: { body: () => ({ schedule: 'CDC' }) },
  postActivityReading: { body: () => ({ type: 'steps', value: 100, recordedAt: new Date().toISOString() }) },
};

/** An endpoint's path as Fastify writes it ('/api/child-profiles/:childId'). */
const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * A caller's status for a route: the route's own exception for the caller; for a child's route,
 * 403 for a member whose role the registry does not list, a member's share of the owner's
 * exception, else 'ok' (404 for strangers, 401 signed out); else its access rule's.
 */
function expectationOf(endpoint: Endpoint, routeCase: RouteCase, caller: Caller): Expectation {
  const own = routeCase.expect?.[caller];
  if (own !== undefined) return own;
  const { access } = endpoint;
  if (typeof access === 'string') return EXPECTED[access][caller];
  if (caller === 'anonymous') return 401;
  if (caller === 'stranger') return 404;
  if (caller === 'owner') return 'ok';
  if (!access.child.includes(caller)) return 403;
  // A member gets what the owner gets where the route differs for the owner (e.g. 404 before any data exists).
  return routeCase.expect?.owner ?? 'ok';
}

describe.each(TEST_DIALECTS)('access-control matrix (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('calls every route of the router: the registry lists them all', () => {
    const routes = routerRoutes(testApp).sort();
    expect(routes.length).toBeGreaterThan(40);
    expect(endpointList.map(({ method, path }) => `${method} ${routerPath(path)}`).sort()).toEqual(routes);
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
    for (const endpoint of endpointList) {
      const { method, path } = endpoint;
      const key = `${method} ${path}`;
      const routeCase = ROUTES[endpoint.name] ?? {};
      routeCount += 1;
      const owner = method === 'GET' ? reader : await share(await createFamily(testApp), viewer, 'viewer');
      const caregiverFamily = method === 'GET' ? reader : await share(await createFamily(testApp), caregiver, 'caregiver');
      for (const caller of CALLERS) {
        caseCount += 1;
        const expected = expectationOf(endpoint, routeCase, caller);
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
        let pending = send.call(agent, fillPath(path, pathParams(path, family))).query(routeCase.query?.(family) ?? {});
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
  }, 600_000);
});
