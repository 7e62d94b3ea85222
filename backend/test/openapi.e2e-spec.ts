import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { format, subMonths } from 'date-fns';
import type request from 'supertest';
import { PasswordResetToken } from '../src/account/password-reset-token.entity';
import { generateSecretToken, hashSecretToken } from '../src/common/secret-token';
import { createFamily, type Family, type Parent } from './fixtures';
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

/** A valid call of one operation and the status it answers with. */
interface ValidCall {
  as: Who;
  status: number;
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
const child = (key: string) => (context: Context) => ({ [key]: context.family.childId });
const self = (context: Context) => ({ userId: context.family.parent.user.id });

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

/** One valid call per operation of the document ("METHOD /path" as the document writes it). */
const CALLS: Record<string, ValidCall> = {
  'GET /api/health': { as: 'anonymous', status: 200 },
  'GET /api/health/live': { as: 'anonymous', status: 200 },
  'GET /api/health/ready': { as: 'anonymous', status: 200 },
  'GET /remotes.json': { as: 'anonymous', status: 200 },
  'POST /api/register': {
    as: 'anonymous',
    status: 201,
    body: () => ({ fullName: 'Ann', email: `ann.${Date.now()}@example.com`, password: 'a-long-password' }),
  },
  'POST /api/login': {
    as: 'anonymous',
    status: 200,
    body: ({ family }) => ({ email: family.parent.credentials.email, password: family.parent.credentials.password }),
  },
  'POST /api/logout': { as: 'owner', status: 204, fresh: true },
  'GET /api/user': { as: 'owner', status: 200 },
  'POST /api/users/{userId}/profile': {
    as: 'owner',
    status: 200,
    params: self,
    body: () => ({ phoneNumber: '0123456789', schoolName: 'Oak', selectedInterests: ['math'], grade: '2nd' }),
  },
  'POST /api/users/{userId}/password': {
    fresh: true,
    as: 'owner',
    status: 204,
    params: self,
    body: ({ family }) => ({ currentPassword: family.parent.credentials.password, newPassword: 'another-long-password' }),
  },
  'GET /api/games': { as: 'owner', status: 200, query: () => ({ domain: 'cognitive', minAge: '3', maxAge: '6' }) },
  'GET /api/games/{id}': { as: 'owner', status: 200, params: ({ family }) => ({ id: family.gameId }) },
  'GET /api/games/{id}/content': {
    as: 'owner',
    status: 200,
    params: ({ family }) => ({ id: family.gameId }),
    query: () => ({ difficultyLevel: '1', seed: '7' }),
  },
  'GET /api/game-images/{file}': { as: 'anonymous', status: 200, params: () => ({ file: 'counting-garden.svg' }) },
  'GET /api/child-profiles/{childId}/game-recommendations': { as: 'owner', status: 200, params: child('childId') },
  'GET /api/child-profiles/{childId}/game-progress': {
    as: 'owner',
    status: 200,
    params: child('childId'),
    query: ({ family }) => ({ gameId: String(family.gameId) }),
    prepare: ({ family }) =>
      family.parent.agent
        .patch(`/api/game-sessions/${family.gameSessionId}/complete`)
        .send({ score: 80, correctAnswers: 8, totalQuestions: 8, feedback: '' })
        .expect(200),
  },
  'GET /api/child-profiles/{childId}/game-progress/summary': { as: 'owner', status: 200, params: child('childId') },
  'GET /api/child-profiles/{childId}/game-time': { as: 'owner', status: 200, params: child('childId') },
  'POST /api/game-sessions': {
    as: 'owner',
    status: 201,
    body: ({ family }) => ({
      childId: family.childId,
      gameId: family.gameId,
      difficultyLevel: 1,
      startedAt: new Date().toISOString(),
      duration: 0,
      score: 0,
    }),
  },
  'PATCH /api/game-sessions/{id}/complete': {
    fresh: true,
    as: 'owner',
    status: 200,
    params: ({ family }) => ({ id: family.gameSessionId }),
    body: () => ({ score: 80, correctAnswers: 8, totalQuestions: 8, feedback: 'Great' }),
  },
  'GET /api/notifications': { as: 'owner', status: 200 },
  'POST /api/notifications/read': { as: 'owner', status: 204, body: () => ({}) },
  'GET /api/child-profiles/{childId}/activity-assignments': {
    as: 'owner',
    status: 200,
    params: child('childId'),
    query: () => ({ date: today() }),
  },
  'POST /api/child-profiles/{childId}/activity-assignments': {
    as: 'owner',
    status: 201,
    params: child('childId'),
    body: () => ({ date: today(), time: '10:00', custom: { title: 'Swings', domainType: 'physical', duration: 15 } }),
  },
  'PATCH /api/child-profiles/{childId}/activity-assignments/{id}': {
    as: 'owner',
    status: 200,
    params: ({ family }) => ({ childId: family.childId, id: family.assignmentId }),
    body: () => ({ status: 'completed' }),
  },
  'DELETE /api/child-profiles/{childId}/activity-assignments/{id}': {
    fresh: true,
    as: 'owner',
    status: 204,
    params: ({ family }) => ({ childId: family.childId, id: family.assignmentId }),
  },
  'GET /api/child-profiles/{childId}/plan-summary': {
    as: 'owner',
    status: 200,
    params: child('childId'),
    query: () => ({ date: today() }),
  },
  'GET /api/activities': { as: 'owner', status: 200, query: ({ family }) => ({ domain: 'cognitive', childId: String(family.childId) }) },
  'GET /api/child-profiles/{childId}/achievements': { as: 'owner', status: 200, params: child('childId') },
  'POST /api/inquiries': {
    as: 'anonymous',
    status: 201,
    body: () => ({ topic: 'general-inquiry', name: 'Bo', email: 'bo@example.com', message: 'Hello' }),
  },
  'POST /api/password-reset': { as: 'anonymous', status: 202, body: () => ({ email: 'nobody@example.com' }) },
  'POST /api/password-reset/confirm': {
    as: 'anonymous',
    status: 204,
    fresh: true,
    body: async (context) => ({ token: await resetToken(context), password: 'Quiet-harbour-lantern-57' }),
  },
  'POST /api/newsletter': { as: 'anonymous', status: 201, body: () => ({ email: `news.${Date.now()}@example.com` }) },
  'GET /api/users/{userId}/child-profiles': { as: 'owner', status: 200, params: self },
  'GET /api/users/{userId}/export': { as: 'owner', status: 200, params: self },
  'DELETE /api/users/{userId}': {
    fresh: true,
    as: 'owner',
    status: 204,
    params: self,
    body: ({ family }) => ({ password: family.parent.credentials.password }),
  },
  'POST /api/child-profiles': {
    as: 'owner',
    status: 201,
    body: () => ({ name: 'Leo', dateOfBirth: '2020-01-01', gender: 'male', primaryDevelopmentalConcern: 'none', avatarUrl: null }),
  },
  'GET /api/child-profiles/{id}': { as: 'owner', status: 200, params: child('id') },
  'PATCH /api/child-profiles/{id}': { as: 'owner', status: 200, params: child('id'), body: () => ({ name: 'Mia' }) },
  'DELETE /api/child-profiles/{id}': { fresh: true, as: 'owner', status: 204, params: child('id') },
  'GET /api/avatars/{file}': { as: 'anonymous', status: 200, params: () => ({ file: 'fox.svg' }) },
  'GET /api/child-profiles/{id}/milestone-checklist': { as: 'owner', status: 200, params: child('id') },
  'PUT /api/child-profiles/{id}/assessment-draft': { as: 'owner', status: 200, params: child('id'), body: oneAnswer },
  'POST /api/child-profiles/{id}/assessments': { as: 'owner', status: 201, params: child('id'), body: oneAnswer },
  'GET /api/child-profiles/{id}/assessments': {
    as: 'owner',
    status: 200,
    params: child('id'),
    query: () => ({ limit: '10' }),
    prepare: async (context) =>
      context.family.parent.agent
        .post(`/api/child-profiles/${context.family.childId}/assessments`)
        .send(await oneAnswer(context))
        .expect(201),
  },
  'GET /api/child-profiles/{id}/development-assessment': {
    as: 'owner',
    status: 200,
    params: child('id'),
    prepare: async (context) =>
      context.family.parent.agent
        .post(`/api/child-profiles/${context.family.childId}/assessments`)
        .send(await oneAnswer(context))
        .expect(201),
  },
  // A child of 17 months, so the answer holds every kind and status of screening (the family's child is school age: []).
  'GET /api/child-profiles/{childId}/screenings': {
    fresh: true,
    as: 'owner',
    status: 200,
    params: child('childId'),
    prepare: ({ family }) =>
      family.parent.agent
        .patch(`/api/child-profiles/${family.childId}`)
        .send({ dateOfBirth: format(subMonths(new Date(), 17), 'yyyy-MM-dd') })
        .expect(200),
  },
  'GET /api/assessments': { as: 'owner', status: 200, query: () => ({ limit: '10' }) },
  'GET /api/parent-tips': { as: 'owner', status: 200, query: () => ({ minAge: '3', maxAge: '5' }) },
  'GET /api/child-profiles/{id}/parent-tips': { as: 'owner', status: 200, params: child('id') },
  'GET /api/child-profiles/{id}/iot-devices': { as: 'owner', status: 200, params: child('id') },
  'POST /api/child-profiles/{id}/iot-devices': {
    as: 'owner',
    status: 201,
    params: child('id'),
    body: () => ({ deviceName: 'Band', kind: 'fitness-band' }),
  },
  'GET /api/child-profiles/{id}/activity-data/latest': { as: 'owner', status: 200, params: child('id'), query: () => ({ type: 'steps' }) },
  'DELETE /api/devices/{id}': { fresh: true, as: 'owner', status: 204, params: ({ family }) => ({ id: family.deviceId }) },
  'POST /api/devices/{id}/activity-data': {
    as: 'device',
    status: 201,
    params: ({ family }) => ({ id: family.deviceId }),
    body: () => ({ type: 'steps', value: 1200, recordedAt: new Date(Date.now() - 60_000).toISOString() }),
  },
  'POST /api/child-profiles/{id}/invitations': { as: 'owner', status: 201, params: child('id'), body: () => ({ role: 'viewer' }) },
  'GET /api/child-profiles/{id}/invitations': { as: 'owner', status: 200, params: child('id') },
  'DELETE /api/child-profiles/{id}/invitations/{invitationId}': {
    fresh: true,
    as: 'owner',
    status: 204,
    params: ({ family }) => ({ id: family.childId, invitationId: family.invitationId }),
  },
  'GET /api/child-profiles/{id}/members': { as: 'owner', status: 200, params: child('id'), member: true },
  'PATCH /api/child-profiles/{id}/members/{userId}': {
    as: 'owner',
    status: 200,
    member: true,
    params: ({ family, other }) => ({ id: family.childId, userId: other.user.id }),
    body: () => ({ role: 'viewer' }),
  },
  'DELETE /api/child-profiles/{id}/members/{userId}': {
    as: 'owner',
    status: 204,
    member: true,
    params: ({ family, other }) => ({ id: family.childId, userId: other.user.id }),
  },
  'GET /api/invitation-previews/{token}': { as: 'anonymous', status: 200, params: ({ family }) => ({ token: family.invitationToken }) },
  'GET /api/invitations/{token}': { as: 'other', status: 200, params: ({ family }) => ({ token: family.invitationToken }) },
  'POST /api/invitations/{token}/accept': { as: 'other', status: 200, params: ({ family }) => ({ token: family.invitationToken }) },
  'POST /api/child-profiles/{id}/report-links': { as: 'owner', status: 201, params: child('id'), body: () => ({ expiresInDays: 3 }) },
  'GET /api/child-profiles/{id}/report-links': { as: 'owner', status: 200, params: child('id') },
  'DELETE /api/child-profiles/{id}/report-links/{linkId}': {
    fresh: true,
    as: 'owner',
    status: 204,
    params: ({ family }) => ({ id: family.childId, linkId: family.reportLinkId }),
  },
  'GET /api/child-profiles/{id}/development-report.pdf': { as: 'owner', status: 200, params: child('id') },
  'GET /api/shared-reports/{token}': { as: 'anonymous', status: 200, params: ({ family }) => ({ token: family.reportLinkToken }) },
  'GET /api/shared-reports/{token}/pdf': { as: 'anonymous', status: 200, params: ({ family }) => ({ token: family.reportLinkToken }) },
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

  it('has a valid call here for every operation, and a documented success answer with its schema for each', () => {
    const operations = operationsOf(document).sort();
    expect(Object.keys(CALLS).sort()).toEqual(operations);
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
    const childProfile = document.paths['/api/child-profiles/{id}'].get.responses['200'].content!['application/json'].schema as {
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
    for (const [key, call] of Object.entries(CALLS)) {
      const [method, path] = key.split(' ');
      // Calls share one family, except those that remove records, spend a token or sign out.
      const shared = !call.fresh && !call.member;
      const needsOther = call.as === 'other' || call.member === true;
      const context: Context = {
        family: shared ? reader : await createFamily(testApp),
        other: needsOther && !shared ? await registerParent(testApp) : readerOther,
      };
      if (call.member) await context.other.agent.post(`/api/invitations/${context.family.invitationToken}/accept`).expect(200);
      await call.prepare?.(context);

      const agent = call.as === 'owner' ? context.family.parent.agent : call.as === 'other' ? context.other.agent : testApp.agent();
      const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(call.params?.(context)[name])));
      const send = (agent as unknown as Record<string, (url: string) => request.Test>)[method.toLowerCase()];
      let pending = send.call(agent, url).query(call.query?.(context) ?? {});
      if (call.as === 'device') pending = pending.set('Authorization', `Bearer ${context.family.deviceToken}`);
      const body = await call.body?.(context);
      if (body !== undefined) pending = pending.send(body);
      const response = await pending.buffer(true);

      const label = `${key}: ${response.status} ${response.text?.slice(0, 300)}`;
      expect([label, response.status]).toEqual([label, call.status]);
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
        expect([label, (response.body as Buffer).length]).toEqual([label, expect.any(Number)]);
        expect((response.body as Buffer).length).toBeGreaterThan(0);
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
  }, 300_000);

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
