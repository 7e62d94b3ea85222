import fc from 'fast-check';
import type request from 'supertest';
import { endpointList, type Endpoint, type EndpointName } from '@flourishly/contracts';
import { createFamily, databaseDigest, fillPath, pathParams, type Family } from './fixtures';
import { createTestApp, TEST_DIALECTS, type TestApp } from './test-app';

/**
 * Property-based fuzzing of every operation of the OpenAPI document: random and adversarial
 * bodies, queries and path parameters never get a 5xx; every 4xx is the JSON error body and
 * leaves every table as it was; values that no field accepts (control characters, wrong types,
 * nested objects, integers past the database's range, bodies over the size limit) always get a 4xx.
 */

/** fast-check runs per operation and dialect: bounded so the suite stays quick on 2 cores. */
const RUNS_PER_OPERATION = 20;

type Who = 'parent' | 'anonymous' | 'device';

/** Who calls an endpoint validly, by its access rule in the registry. */
const callerOf = (endpoint: Endpoint): Who =>
  endpoint.access === 'public' ? 'anonymous' : endpoint.access === 'device' ? 'device' : 'parent';

/**
 * What the registry cannot know of a valid call (its path parameters name the family's records,
 * `pathParams`): a valid query and body. The fuzzer varies every part of the call.
 */
interface OperationCase {
  query?: (family: Family) => Record<string, string>;
  body?: (family: Family) => Record<string, unknown>;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The operations that take a query or a body, by endpoint name. */
const OPERATIONS: Partial<Record<EndpointName, OperationCase>> = {
  register: { body: () => ({ fullName: 'Fuzz Parent', email: 'fuzz@example.com', password: 'a-long-password' }) },
  login: { body: (family) => ({ email: family.parent.credentials.email, password: 'not-the-password' }) },
  requestPasswordReset: { body: () => ({ email: 'fuzz-reset@example.com' }) },
  confirmPasswordReset: { body: () => ({ token: 'A'.repeat(43), password: 'Quiet-harbour-lantern-57' }) },
  saveProfile: {
    body: () => ({
      phoneNumber: '0123456789',
      address: '1 Main Street',
      schoolName: 'Oak',
      selectedInterests: ['math'],
      grade: '2nd',
      schoolUrl: 'https://oak.example',
    }),
  },
  changePassword: { body: () => ({ currentPassword: 'not-the-password', newPassword: 'another-long-password' }) },
  deleteAccount: { body: () => ({ password: 'not-the-password' }) },
  updateSettings: { body: () => ({ reminders: { checklists: true } }) },
  games: { query: () => ({ domain: 'cognitive', minAge: '3', maxAge: '6' }) },
  gameContent: { query: () => ({ difficultyLevel: '1', seed: '7' }) },
  gameProgress: { query: (family) => ({ gameId: String(family.gameId) }) },
  startGameSession: {
    body: (family) => ({
      childId: family.childId,
      gameId: family.gameId,
      difficultyLevel: 1,
      startedAt: new Date().toISOString(),
      duration: 0,
      score: 0,
    }),
  },
  completeGameSession: { body: () => ({ score: 80, correctAnswers: 8, totalQuestions: 8, feedback: 'Great' }) },
  markNotificationsRead: { body: () => ({ ids: [1, 2] }) },
  activityAssignments: { query: () => ({ date: today() }) },
  createActivityAssignment: {
    body: () => ({
      date: today(),
      time: '10:00',
      custom: { title: 'Swings', description: 'At the park', domainType: 'physical', duration: 15 },
    }),
  },
  updateActivityAssignment: { body: () => ({ status: 'completed' }) },
  planSummary: { query: () => ({ date: today() }) },
  createMeasurement: { body: () => ({ measuredOn: today(), weightKg: 22.4, heightCm: 118, headCircumferenceCm: 51 }) },
  updateMeasurement: { body: () => ({ weightKg: 22.6, lengthCm: null }) },
  growthChart: { query: () => ({ indicator: 'bmiForAge' }) },
  activityLibrary: { query: () => ({ search: 'blocks', domain: 'cognitive', ageMonths: '30' }) },
  createInquiry: {
    body: () => ({
      topic: 'general-inquiry',
      name: 'Bo',
      email: 'bo@example.com',
      phone: '555 0100',
      organization: 'Oak School',
      message: 'Hello',
    }),
  },
  subscribeNewsletter: { body: () => ({ email: 'news@example.com' }) },
  createChild: {
    body: () => ({ name: 'Leo', dateOfBirth: '2020-01-01', gender: 'male', primaryDevelopmentalConcern: 'none', avatarUrl: null }),
  },
  updateChild: { body: () => ({ name: 'Maya', dateOfBirth: '2019-05-01' }) },
  saveAssessmentDraft: { body: (family) => ({ checklistKey: family.checklistKey, answers: {} }) },
  submitAssessment: { body: (family) => ({ checklistKey: family.checklistKey, answers: {} }) },
  childAssessments: { query: () => ({ limit: '10' }) },
  assessments: { query: () => ({ limit: '10', cursor: Buffer.from(`${Date.now()}.1`).toString('base64url') }) },
  parentTips: { query: () => ({ minAge: '3', maxAge: '5' }) },
  connectDevice: { body: () => ({ deviceName: 'Band', kind: 'fitness-band' }) },
  latestActivity: { query: () => ({ type: 'steps' }) },
  createInvitation: { body: () => ({ role: 'viewer' }) },
  changeMemberRole: { body: () => ({ role: 'viewer' }) },
  createReportLink: { body: () => ({ expiresInDays: 3 }) },
  recordImmunisation: { body: () => ({ vaccine: 'OPV', dose: 1, givenOn: '2019-05-01' }) },
  chooseImmunisationSchedule: { body: () => ({ schedule: 'CDC' }) },
  postActivityReading: { body: () => ({ type: 'steps', value: 1200, recordedAt: new Date(Date.now() - 60_000).toISOString() }) },
};

/** A fuzzed value and whether every field (or parameter) of the API must refuse it. */
interface Fuzzed {
  value: unknown;
  refused: boolean;
}

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'];
const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '"); DELETE FROM children; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00',
  '\\u0000',
  'null',
  'undefined',
  'NaN',
  '[object Object]',
  '__proto__',
];
const FAR_DATES = [
  '9999-12-31',
  '0000-01-01',
  '-000001-01-01',
  '+275760-09-13T00:00:00.000Z',
  '2020-02-30',
  '2021-13-01',
  '1899-12-31',
  '2101-01-01',
  '2024-01-01T25:61:00Z',
  '99999-01-01',
];
const ID_STRINGS = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999999',
  '1e400',
  'Infinity',
  'NaN',
  'abc',
  ' ',
  '%20',
  '0x10',
  '١٢',
  "1' OR '1'='1",
  '<b>',
];

/** Strings a field may or may not accept: unicode, injections, far dates, long text. */
const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // eslint-disable-next-line no-control-regex -- excludes exactly the characters the text schema rejects
  fc.string({ unit: 'binary', maxLength: 40 }).filter((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)),
  fc.constantFrom(...INJECTIONS, ...FAR_DATES),
  // Long, but within the 16 KB of headers Node accepts once URL-encoded in a query.
  fc.integer({ min: 200, max: 1200 }).map((length) => 'é'.repeat(length)),
);

/** A string that holds a control character: no free-text field, enum, date or number accepts it. */
const controlString = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 12 }))
  .map(([before, control, after]) => before + control + after);

/** Numbers no integer field accepts (past the database's integer range) and doubtful ones. */
const hugeInteger = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e20, 1e308, -1e308),
  fc.double({ min: 2 ** 31, max: 1e300, noNaN: true }),
);
const oddNumber = fc.oneof(fc.constantFrom(0.5, -0, Number.MIN_VALUE, -1, 0), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** A nested object or a non-empty array: no scalar field, record value or id list accepts it. */
const nestedValue = fc.oneof(
  fc.record({ nested: fc.object({ maxDepth: 3 }) }),
  fc.array(fc.oneof(fc.object({ maxDepth: 2 }), controlString), { minLength: 1, maxLength: 4 }),
  fc.integer({ min: 20, max: 200 }).map((depth) => {
    let value: unknown = 'bottom';
    for (let level = 0; level < depth; level += 1) value = { a: value };
    return value;
  }),
);

const fieldValue: fc.Arbitrary<Fuzzed> = fc.oneof(
  controlString.map((value) => ({ value, refused: true })),
  nestedValue.map((value) => ({ value, refused: true })),
  hugeInteger.map((value) => ({ value, refused: true })),
  anyString.map((value) => ({ value, refused: false })),
  oddNumber.map((value) => ({ value, refused: false })),
  fc.constantFrom<unknown>(null, true, false, '', []).map((value) => ({ value, refused: false })),
);

/** Fields no body declares, some of them names other schemas use (mass assignment). */
const unknownFields = fc.dictionary(
  fc.constantFrom('id', 'userId', 'parentId', 'role', 'isAdmin', 'passwordHash', 'createdAt', 'constructor', 'prototype', 'zzz', 'ñame'),
  fc.oneof(anyString, fc.integer(), fc.boolean(), fc.object({ maxDepth: 1 })),
  { maxKeys: 3 },
);

interface BodyMutation {
  /** The body as JSON text, or null to send none. */
  text: string | null;
  refused: boolean;
  label: string;
}

/** Bodies built from the valid one: a field replaced, fields added, or no object at all. */
function bodyMutations(valid: Record<string, unknown>): fc.Arbitrary<BodyMutation> {
  const keys = Object.keys(valid);
  const replaced = (keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('extra')).chain((key) =>
    fc.tuple(fieldValue, unknownFields).map(([fuzzed, extra]) => ({
      text: JSON.stringify({ ...extra, ...valid, [key]: fuzzed.value }),
      refused: fuzzed.refused,
      label: `field ${key}`,
    })),
  );
  const nestedField = keys.filter((key) => valid[key] !== null && typeof valid[key] === 'object' && !Array.isArray(valid[key]));
  const replacedInner =
    nestedField.length > 0
      ? fc.constantFrom(...nestedField).chain((key) => {
          const inner = valid[key] as Record<string, unknown>;
          const innerKeys = Object.keys(inner);
          return fc
            .tuple(innerKeys.length > 0 ? fc.constantFrom(...innerKeys) : fc.constant('k'), fieldValue)
            .map(([innerKey, fuzzed]) => ({
              text: JSON.stringify({ ...valid, [key]: { ...inner, [innerKey]: fuzzed.value } }),
              refused: fuzzed.refused,
              label: `field ${key}.${innerKey}`,
            }));
        })
      : replaced;
  const notAnObject = fc
    .oneof(fc.constantFrom<unknown>(null, 0, 'text', true, [], [valid]), anyString, fc.double({ noNaN: true, noDefaultInfinity: true }))
    .map((value) => ({ text: JSON.stringify(value), refused: true, label: 'not an object' }));
  const malformed = fc
    .constantFrom('{"a":', '{', "{'single': 1}", '{"a":1}}', 'NaN', '\u0000', '{"__proto__":{"polluted":1},')
    .map((text) => ({ text, refused: true, label: 'malformed JSON' }));
  const tooLarge = fc.constant({ text: JSON.stringify({ ...valid, padding: 'x'.repeat(300_000) }), refused: true, label: 'too large' });
  return fc.oneof(
    { weight: 5, arbitrary: replaced },
    { weight: 2, arbitrary: replacedInner },
    { weight: 2, arbitrary: notAnObject },
    malformed,
    tooLarge,
  );
}

interface Call {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: BodyMutation | null;
  refused: boolean;
  label: string;
}

/** Calls varying one part of the valid call: a path parameter, a query parameter, or the body. */
function calls(path: string, operation: OperationCase, family: Family, hasBody: boolean): fc.Arbitrary<Call> {
  const params = Object.fromEntries(Object.entries(pathParams(path, family)).map(([key, value]) => [key, String(value)]));
  const query = operation.query?.(family) ?? {};
  const validBody = operation.body?.(family) ?? {};
  const validBodyMutation = hasBody ? { text: JSON.stringify(validBody), refused: false, label: 'valid' } : null;
  const options: fc.Arbitrary<Call>[] = [];
  const paramKeys = Object.keys(params);
  if (paramKeys.length > 0) {
    options.push(
      fc
        .tuple(
          fc.constantFrom(...paramKeys),
          fc.oneof(fc.constantFrom(...ID_STRINGS, ...INJECTIONS), controlString, anyString.filter(isNotAnId)),
        )
        .filter(([key, value]) => value !== params[key])
        .map(([key, value]) => ({
          params: { ...params, [key]: value },
          query,
          body: validBodyMutation,
          // Only the real id (or file name) of a record is found: every other value is a 4xx.
          refused: true,
          label: `path ${key}`,
        })),
    );
  }
  const queryKeys = [...Object.keys(query), 'unknownParam'];
  options.push(
    fc
      .tuple(
        fc.constantFrom(...queryKeys),
        fc.oneof(
          controlString.map((value) => ({ value, refused: true })),
          fc.array(fc.constantFrom(...FAR_DATES, '1', 'x'), { minLength: 2, maxLength: 3 }).map((value) => ({ value, refused: true })),
          anyString.map((value) => ({ value, refused: false })),
          hugeInteger.map((value) => ({ value: String(value), refused: false })),
        ),
      )
      .map(([key, fuzzed]) => ({
        params,
        query: { ...query, [key]: fuzzed.value },
        body: validBodyMutation,
        refused: fuzzed.refused && key !== 'unknownParam',
        label: `query ${key}`,
      })),
  );
  if (hasBody) {
    options.push(bodyMutations(validBody).map((body) => ({ params, query, body, refused: body.refused, label: `body ${body.label}` })));
    options.push(bodyMutations(validBody).map((body) => ({ params, query, body, refused: body.refused, label: `body ${body.label}` })));
  }
  return fc.oneof(...options);
}

/** False for the text of a positive integer id, which may name a real record. */
function isNotAnId(text: string): boolean {
  const number = Number(text);
  return text.trim().length > 0 && !(Number.isInteger(number) && number > 0 && number < 2 ** 31);
}

/** A different client address per request, so per-IP throttles do not answer everything 429. */
let clientCounter = 0;
const nextClientAddress = () => {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
};

describe.each(TEST_DIALECTS)('every operation fuzzed (%s)', (dialect) => {
  let testApp: TestApp;
  let family: Family;
  let document: { paths: Record<string, Record<string, { requestBody?: unknown }>> };

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { TRUST_PROXY: 'true' });
    document = (await testApp.agent().get('/api/docs/openapi.json').expect(200)).body;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const documentedOperations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        hasBody: operation.requestBody !== undefined,
      })),
    );

  it('fuzzes every documented operation: the registry lists them all', () => {
    const documented = documentedOperations()
      .map((operation) => operation.key)
      .sort();
    expect(documented.length).toBeGreaterThan(40);
    expect(endpointList.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(documented);
  });

  it('answers every fuzzed request below 500; a refused one with the JSON error and no change', async () => {
    const agentFor = (who: Who): ReturnType<TestApp['agent']> => (who === 'parent' ? family.parent.agent : testApp.agent());
    let cases = 0;
    let operationsCovered = 0;
    const statuses: Record<string, number> = {};
    const withBody = new Set(documentedOperations().flatMap(({ key, hasBody }) => (hasBody ? [key] : [])));
    for (const endpoint of endpointList) {
      const { path } = endpoint;
      const method = endpoint.method.toLowerCase();
      const key = `${endpoint.method} ${path}`;
      const operation = OPERATIONS[endpoint.name] ?? {};
      const as = callerOf(endpoint);
      const hasBody = withBody.has(key) || endpoint.body !== undefined;
      operationsCovered += 1;
      // A family of its own per operation: a call that succeeds (a delete) cannot starve the next operation.
      family = await createFamily(testApp);
      // The state before each call: refreshed after a call that succeeded (and may have written).
      let before = await databaseDigest(testApp);
      await fc.assert(
        fc.asyncProperty(calls(path, operation, family, hasBody || operation.body !== undefined), async (call) => {
          cases += 1;
          const agent = agentFor(as);
          const send = (agent as unknown as Record<string, (url: string) => request.Test>)[method];
          let pending: request.Test = send
            .call(agent, fillPath(path, call.params))
            .query(call.query as Record<string, string>)
            .set('X-Forwarded-For', nextClientAddress());
          if (as === 'device') pending = pending.set('Authorization', `Bearer ${family.deviceToken}`);
          if (call.body?.text != null) pending = pending.set('Content-Type', 'application/json').send(call.body.text);
          const response = await pending;
          statuses[String(response.status)] = (statuses[String(response.status)] ?? 0) + 1;
          const context = `${key} ${call.label}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
          expect([context, response.status < 500]).toEqual([context, true]);
          if (call.refused) expect([context, response.status >= 400]).toEqual([context, true]);
          if (response.status >= 400) {
            expect([context, response.headers['content-type']]).toEqual([context, expect.stringMatching(/^application\/json/)]);
            expect([context, response.body]).toEqual([
              context,
              expect.objectContaining({ statusCode: response.status, message: expect.any(String) }),
            ]);
            expect([context, await databaseDigest(testApp)]).toEqual([context, before]);
          } else {
            before = await databaseDigest(testApp);
          }
        }),
        { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }
    console.log(`Fuzzed ${operationsCovered} operations with ${cases} cases on ${dialect}; statuses ${JSON.stringify(statuses)}`);
    expect(operationsCovered).toBe(documentedOperations().length);
  }, 1_200_000);
});
