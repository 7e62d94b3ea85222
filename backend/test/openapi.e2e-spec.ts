import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { format, subMonths } from 'date-fns';
import type request from 'supertest';
import { PasswordResetToken } from '../src/account/password-reset-token.entity';
import { generateSecretToken, hashSecretToken } from '../src/common/secret-token';
import { endpointList, type EndpointName } from '@flourishly/contracts';
import { createFamily, fillPath, pathParams, type Family, type Parent } from './fixtures';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

/**
 * The OpenAPI document against the real API: every operation documents its answers (generated
 * from the contracts' zod schemas, backend/src/common/openapi/api-responses.ts), and a valid call
 * of every operation answers with a documented status and a body its schema accepts, so a client
 * generated from the document fits the server.
 */

interface OpenApiOperation {
  responses: Record<string, { description: string; content?: Record<string, { schema: object }> }>;
}
type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, object> };
};

/** What a call may use: the owner's family and a second parent (who accepted the invitation when `member` is set). */
interface Context {
  family: Family;
  other: Parent;
}

type Who = 'owner' | 'other' | 'anonymous' | 'device';

/**
 * What the registry cannot know of a valid call (its success status and caller come from the
 * registry; its path parameters name the family's records, `pathParams`): who calls when not the
 * caller the access rule gives, the parameters that name another record, a query and a body.
 */
interface ValidCall {
  as?: Who;
  params?: (context: Context) => Record<string, number | string>;
  query?: (context: Context) => Record<string, string>;
  body?: (context: Context) => object | Promise<object>;
  /** The second parent accepts the family's invitation first (implies `fresh`). */
  member?: true;
  /** The call removes records, spends a token or ends sessions: it gets a family of its own. */
  fresh?: true;
  /** Runs before the call (e.g. data the answer needs). */
  prepare?: (context: Context) => Promise<unknown>;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The first milestone of the child's checklist, answered yes: the least a submitted assessment needs. */
async function oneAnswer({ family }: Context) {
  const form = await family.parent.agent.get(`/api/child-profiles/${family.childId}/milestone-checklist`).expect(200);
  const [item] = form.body.checklist.items as { key: string }[];
  return { checklistKey: family.checklistKey, answers: { [item.key]: 'yes' } };
}

/** The app under test, for calls that need a record the API only sends by email (a reset link). */
let appUnderTest: TestApp;

/** Stores a live reset link for the family's parent, as the email would carry it, and returns its token. */
async function resetToken({ family }: Context): Promise<string> {
  const token = generateSecretToken();
  const em = appUnderTest.orm.em.fork();
  em.create(PasswordResetToken, {
    user: family.parent.user.id,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  await em.flush();
  return token;
}

/** The calls that need more than the registry gives, by endpoint name. */
const CALLS: Partial<Record<EndpointName, ValidCall>> = {
  register: {
    body: () => ({ fullName: 'Ann', email: `ann.${Date.now()}@example.com`, password: 'a-long-password' }),
  },
  login: {
    body: ({ family }) => ({ email: family.parent.credentials.email, password: family.parent.credentials.password }),
  },
  // Signs the owner out, so on a family of its own.
  logout: { as: 'owner', fresh: true },
  saveProfile: {
    body: () => ({ phoneNumber: '0123456789', schoolName: 'Oak', selectedInterests: ['math'], grade: '2nd' }),
  },
  updateSettings: { body: () => ({ reminders: { weeklyPlan: true } }) },
  // A new link or a revoke ends the shared family's feed, which calendarFeed reads after them.
  createCalendarFeed: { fresh: true },
  revokeCalendarFeed: { fresh: true },
  changePassword: {
    fresh: true,
    body: ({ family }) => ({ currentPassword: family.parent.credentials.password, newPassword: 'another-long-password' }),
  },
  games: { query: () => ({ domain: 'cognitive', minAge: '3', maxAge: '6' }) },
  gameContent: {
    query: () => ({ difficultyLevel: '1', seed: '7' }),
  },
  gameProgress: {
    query: ({ family }) => ({ gameId: String(family.gameId) }),
    prepare: ({ family }) =>
      family.parent.agent
        .patch(`/api/game-sessions/${family.gameSessionId}/complete`)
        .send({ score: 80, correctAnswers: 8, totalQuestions: 8, feedback: '' })
        .expect(200),
  },
  startGameSession: {
    body: ({ family }) => ({
      childId: family.childId,
      gameId: family.gameId,
      difficultyLevel: 1,
      startedAt: new Date().toISOString(),
      duration: 0,
      score: 0,
    }),
  },
  completeGameSession: {
    fresh: true,
    body: () => ({ score: 80, correctAnswers: 8, totalQuestions: 8, feedback: 'Great' }),
  },
  recordPlayedGameSession: {
    fresh: true,
    body: ({ family }) => ({
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
  markNotificationsRead: { body: () => ({}) },
  activityAssignments: {
    query: () => ({ date: today() }),
  },
  createActivityAssignment: {
    body: () => ({ date: today(), time: '10:00', custom: { title: 'Swings', domainType: 'physical', duration: 15 } }),
  },
  updateActivityAssignment: {
    body: () => ({ status: 'completed' }),
  },
  deleteActivityAssignment: {
    fresh: true,
  },
  planSummary: {
    query: () => ({ date: today() }),
  },
  createMeasurement: { body: () => ({ measuredOn: today(), weightKg: 22.4, heightCm: 118 }) },
  updateMeasurement: { body: () => ({ weightKg: 22.6 }) },
  deleteMeasurement: { fresh: true },
  growthChart: { query: () => ({ indicator: 'lengthOrHeightForAge' }) },
  activityLibrary: { query: ({ family }) => ({ domain: 'cognitive', childId: String(family.childId) }) },
  createInquiry: {
    body: () => ({ topic: 'general-inquiry', name: 'Bo', email: 'bo@example.com', message: 'Hello' }),
  },
  requestPasswordReset: { body: () => ({ email: 'nobody@example.com' }) },
  confirmPasswordReset: {
    fresh: true,
    body: async (context) => ({ token: await resetToken(context), password: 'Quiet-harbour-lantern-57' }),
  },
  subscribeNewsletter: { body: () => ({ email: `news.${Date.now()}@example.com` }) },
  deleteAccount: {
    fresh: true,
    body: ({ family }) => ({ password: family.parent.credentials.password }),
  },
  createChild: {
    body: () => ({ name: 'Leo', dateOfBirth: '2020-01-01', gender: 'male', primaryDevelopmentalConcern: 'none', avatarUrl: null }),
  },
  updateChild: { body: () => ({ name: 'Mia' }) },
  deleteChild: { fresh: true },
  saveAssessmentDraft: { body: oneAnswer },
  submitAssessment: { body: oneAnswer },
  childAssessments: {
    query: () => ({ limit: '10' }),
    prepare: async (context) =>
      context.family.parent.agent
        .post(`/api/child-profiles/${context.family.childId}/assessments`)
        .send(await oneAnswer(context))
        .expect(201),
  },
  developmentAssessment: {
    prepare: async (context) =>
      context.family.parent.agent
        .post(`/api/child-profiles/${context.family.childId}/assessments`)
        .send(await oneAnswer(context))
        .expect(201),
  },
  // A child of 17 months, so the answer holds every kind and status of screening (the family's child is school age: []).
  screenings: {
    fresh: true,
    prepare: ({ family }) =>
      family.parent.agent
        .patch(`/api/child-profiles/${family.childId}`)
        .send({ dateOfBirth: format(subMonths(new Date(), 17), 'yyyy-MM-dd') })
        .expect(200),
  },
  assessments: { query: () => ({ limit: '10' }) },
  parentTips: { query: () => ({ minAge: '3', maxAge: '5' }) },
  connectDevice: {
    body: () => ({ deviceName: 'Band', kind: 'fitness-band' }),
  },
  latestActivity: { query: () => ({ type: 'steps' }) },
  disconnectDevice: { fresh: true },
  postActivityReading: {
    body: () => ({ type: 'steps', value: 1200, recordedAt: new Date(Date.now() - 60_000).toISOString() }),
  },
  createInvitation: { body: () => ({ role: 'viewer' }) },
  cancelInvitation: {
    fresh: true,
  },
  members: { member: true },
  changeMemberRole: {
    member: true,
    params: ({ family, other }) => ({ childId: family.childId, userId: other.user.id }),
    body: () => ({ role: 'viewer' }),
  },
  removeMember: {
    member: true,
    params: ({ family, other }) => ({ childId: family.childId, userId: other.user.id }),
  },
  invitation: { as: 'other' },
  acceptInvitation: { as: 'other' },
  createReportLink: { body: () => ({ expiresInDays: 3 }) },
  revokeReportLink: {
    fresh: true,
  },
  recordImmunisation: { body: () => ({ vaccine: 'OPV', dose: 1, givenOn: '2019-05-01' }) },
  deleteImmunisationRecord: { fresh: true },
  chooseImmunisationSchedule: { body: () => ({ schedule: 'CDC' }) },
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operationsOf(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => HTTP_METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** The documented success answers of an operation: a JSON, file or empty (204) answer. */
function successResponses(operation: OpenApiOperation): string[] {
  return Object.entries(operation.responses)
    .filter(([status, response]) => /^2\d\d$/.test(status) && (status === '204' || Object.keys(response.content ?? {}).length > 0))
    .map(([status]) => status);
}

/** A JSON pointer segment (RFC 6901). */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

describe.each(TEST_DIALECTS)('OpenAPI document against real answers (%s)', (dialect) => {
  let testApp: TestApp;
  let document: OpenApiDocument;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    appUnderTest = testApp;
    document = (await testApp.agent().get('/api/docs/openapi.json').expect(200)).body as OpenApiDocument;
    ajv.addSchema(document, 'openapi.json');
  });
  afterAll(() => testApp?.close());

  it('calls every operation, as the registry lists them all, and each documents a success answer with its schema', () => {
    const operations = operationsOf(document).sort();
    expect(endpointList.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(operations);
    const withoutResponse = operations.filter((key) => {
      const [method, path] = key.split(' ');
      return successResponses(document.paths[path][method.toLowerCase()]).length === 0;
    });
    expect(withoutResponse).toEqual([]);
    for (const key of operations) {
      const [method, path] = key.split(' ');
      expect([key, document.paths[path][method.toLowerCase()].responses.default?.content?.['application/json']]).toEqual([
        key,
        { schema: { $ref: '#/components/schemas/ApiErrorBody' } },
      ]);
    }
  });

  it('writes a nullable field as {type, nullable: true}, never a null type or an array of types', () => {
    const childProfile = document.paths['/api/child-profiles/{childId}'].get.responses['200'].content!['application/json'].schema as {
      properties: Record<string, object>;
    };
    expect(childProfile.properties.avatarUrl).toEqual({ type: 'string', nullable: true });
    const text = JSON.stringify(document);
    expect(text).not.toMatch(/"type":\s*\[/);
    expect(text).not.toMatch(/"type":\s*"null"/);
  });

  it('answers a valid call of every operation with a documented status and a body its schema accepts', async () => {
    let validated = 0;
    const reader = await createFamily(testApp);
    const readerOther = await registerParent(testApp);
    for (const endpoint of endpointList) {
      const { method, path } = endpoint;
      const key = `${method} ${path}`;
      const call: ValidCall = CALLS[endpoint.name] ?? {};
      const as: Who = call.as ?? (endpoint.access === 'public' ? 'anonymous' : endpoint.access === 'device' ? 'device' : 'owner');
      // Calls share one family, except those that remove records, spend a token or sign out.
      const shared = !call.fresh && !call.member;
      const needsOther = as === 'other' || call.member === true;
      const context: Context = {
        family: shared ? reader : await createFamily(testApp),
        other: needsOther && !shared ? await registerParent(testApp) : readerOther,
      };
      if (call.member) await context.other.agent.post(`/api/invitations/${context.family.invitationToken}/accept`).expect(200);
      await call.prepare?.(context);

      const agent = as === 'owner' ? context.family.parent.agent : as === 'other' ? context.other.agent : testApp.agent();
      const url = fillPath(path, call.params?.(context) ?? pathParams(path, context.family));
      const send = (agent as unknown as Record<string, (url: string) => request.Test>)[method.toLowerCase()];
      let pending = send.call(agent, url).query(call.query?.(context) ?? {});
      if (as === 'device') pending = pending.set('Authorization', `Bearer ${context.family.deviceToken}`);
      const body = await call.body?.(context);
      if (body !== undefined) pending = pending.send(body);
      const response = await pending.buffer(true);

      const label = `${key}: ${response.status} ${response.text?.slice(0, 300)}`;
      expect([label, response.status]).toEqual([label, endpoint.status]);
      const documented = document.paths[path][method.toLowerCase()].responses[String(response.status)];
      expect([label, documented]).toEqual([label, expect.anything()]);
      if (response.status === 204) {
        expect([label, documented.content, response.text ?? '']).toEqual([label, undefined, '']);
        validated += 1;
        continue;
      }
      const mediaType = String(response.headers['content-type']).split(';')[0];
      expect([label, Object.keys(documented.content ?? {})]).toEqual([label, [mediaType]]);
      if (mediaType === 'application/json') {
        const ref = `openapi.json#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${response.status}/content/${pointer(mediaType)}/schema`;
        const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
        const valid = validate(response.body);
        expect([label, valid ? [] : validate.errors]).toEqual([label, []]);
      } else {
        // A binary file (PDF, image) comes as a Buffer, a text one (an HTML page, a calendar) as text.
        const size = Buffer.isBuffer(response.body) ? response.body.length : (response.text ?? '').length;
        expect([label, size]).toEqual([label, expect.any(Number)]);
        expect(size).toBeGreaterThan(0);
      }
      validated += 1;
    }
    const operations = operationsOf(document);
    const withSchemas = operations.filter((key) => {
      const [method, path] = key.split(' ');
      return successResponses(document.paths[path][method.toLowerCase()]).length > 0;
    });
    console.log(
      `OpenAPI on ${dialect}: ${operations.length} operations, ${withSchemas.length} with response schemas, ${validated} responses validated`,
    );
    expect(validated).toBe(operations.length);
  }, 600_000);

  it('answers errors with the documented error body', async () => {
    const errors = [
      await testApp.agent().get('/api/user'),
      await testApp.agent().post('/api/login').send({ email: 'not-an-email' }),
      await (await registerParent(testApp)).agent.get('/api/child-profiles/999999'),
    ];
    const validate = ajv.compile({ $ref: 'openapi.json#/components/schemas/ApiErrorBody' });
    for (const response of errors) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect([response.status, validate(response.body) ? [] : validate.errors]).toEqual([response.status, []]);
    }
  });
});
