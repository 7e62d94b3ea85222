import { createFamily, type Family } from './fixtures';
import { createTestApp, registerParent, type TestApp } from './test-app';

/** One request line as the request-logging middleware writes it. */
interface RequestLine {
  level: number;
  reqId: string;
  method: string;
  route: string | null;
  path: string;
  status: number;
  durationMs: number;
  msg: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The app's logs go to a capturing stream at `debug`, so every line written can be inspected
// (docs/architecture.md, "Logs").
describe('structured logs with a request id', () => {
  let output = '';
  let testApp: TestApp;
  let family: Family;

  beforeAll(async () => {
    testApp = await createTestApp(
      'sqlite',
      {},
      { logLevel: 'debug', logDestination: { write: (chunk: string) => void (output += chunk) } },
    );
    family = await createFamily(testApp);
  });
  afterAll(() => testApp.close());

  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const requestLines = () =>
    lines().filter((line) => line.msg === 'request completed' || line.msg === 'request failed') as unknown as RequestLine[];
  const lineOf = (reqId: string) => requestLines().filter((line) => line.reqId === reqId);

  it('writes one JSON line per request with the id echoed in X-Request-Id, method, route, status and duration', async () => {
    const response = await family.parent.agent.get(`/api/child-profiles/${family.childId}`).expect(200);
    const id = response.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    const [line] = lineOf(id);
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/child-profiles/:childId',
      path: `/api/child-profiles/${family.childId}`,
      status: 200,
    });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(lineOf(id)).toHaveLength(1);
  });

  it("keeps a caller's valid X-Request-Id and replaces one that could forge a line", async () => {
    const kept = await family.parent.agent.get('/api/user').set('X-Request-Id', 'proxy-7f3a.42').expect(200);
    expect(kept.headers['x-request-id']).toBe('proxy-7f3a.42');
    expect(lineOf('proxy-7f3a.42')).toEqual([expect.objectContaining({ route: '/api/user', status: 200 })]);

    const replaced = await family.parent.agent.get('/api/user').set('X-Request-Id', 'a"}{"level":60').expect(200);
    expect(replaced.headers['x-request-id']).toMatch(UUID);
    expect(lineOf(replaced.headers['x-request-id'] as string)).toHaveLength(1);
  });

  it('logs refused, unknown and signed-out requests too, health probes at debug', async () => {
    const signedOut = await testApp.agent().get('/api/user').expect(401);
    expect(lineOf(signedOut.headers['x-request-id'] as string)).toEqual([expect.objectContaining({ status: 401, route: '/api/user' })]);
    const unknown = await testApp.agent().get('/api/no-such-route').expect(404);
    expect(lineOf(unknown.headers['x-request-id'] as string)).toEqual([
      expect.objectContaining({ status: 404, path: '/api/no-such-route' }),
    ]);
    const crossSite = await testApp.agent().post('/api/logout').set('Origin', 'https://evil.example').expect(403);
    expect(lineOf(crossSite.headers['x-request-id'] as string)).toEqual([expect.objectContaining({ status: 403, method: 'POST' })]);
    const health = await testApp.agent().get('/api/health/live').expect(200);
    expect(lineOf(health.headers['x-request-id'] as string)).toEqual([expect.objectContaining({ level: 20, route: '/api/health/live' })]);
  });

  it('never writes a cookie, a password or a token after sign-in, an accepted invitation and an opened report link', async () => {
    const password = 'a-very-private-passphrase-123';
    const caregiver = await registerParent(testApp, { password });
    await testApp.agent().post('/api/login').send({ email: caregiver.credentials.email, password }).expect(200);
    await caregiver.agent.get(`/api/invitations/${family.invitationToken}`).expect(200);
    await caregiver.agent.post(`/api/invitations/${family.invitationToken}/accept`).expect(200);
    await testApp.agent().get(`/api/shared-reports/${family.reportLinkToken}`).expect(200);
    await testApp.agent().get(`/api/shared-reports/${family.reportLinkToken}/pdf`).expect(200);
    await testApp.agent().get(`/reset-password?token=${family.reportLinkToken}`);

    const sessionValues = [family.parent.cookie, caregiver.cookie].map((cookie) => decodeURIComponent(cookie.split('=')[1]));
    const secrets = [
      password,
      family.parent.credentials.password,
      family.invitationToken,
      family.reportLinkToken,
      family.deviceToken,
      ...sessionValues,
    ];
    for (const secret of secrets) expect(output).not.toContain(secret);
    expect(output.toLowerCase()).not.toContain('cookie');

    const accepted = requestLines().find((line) => line.route === '/api/invitations/:token/accept');
    expect(accepted).toMatchObject({ path: '/api/invitations/[redacted]/accept', status: 200 });
    expect(requestLines().find((line) => line.route === '/api/shared-reports/:token')).toMatchObject({
      path: '/api/shared-reports/[redacted]',
    });
  });

  it('writes only JSON lines, and a request line for every request', () => {
    expect(() => lines()).not.toThrow();
    for (const line of requestLines()) {
      expect(line).toEqual(
        expect.objectContaining({
          reqId: expect.any(String),
          method: expect.any(String),
          status: expect.any(Number),
          durationMs: expect.any(Number),
        }),
      );
      expect(line).toHaveProperty('route');
    }
    // The fixture's and the tests' calls: far more than a handful.
    expect(requestLines().length).toBeGreaterThan(20);
    // Nest's own start-up lines go through the same logger.
    expect(lines()).toContainEqual(expect.objectContaining({ context: 'RoutesResolver', level: 30 }));
  });
});
