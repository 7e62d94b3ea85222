import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import Redis from 'ioredis';
import { MAX_CHILDREN_PER_PARENT } from '@flourishly/contracts';
import { createTestDatabase, type TestDatabase } from './test-app';

/**
 * Two backend processes started at the same moment on one fresh, empty PostgreSQL database,
 * sharing Redis for rate limits (docs/architecture.md, "Running several instances"). Needs
 * TEST_DATABASE_URL and REDIS_URL (CI sets both); skipped with a printed reason otherwise.
 */
const missing = [!process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL', !process.env.REDIS_URL && 'REDIS_URL'].filter(Boolean);
if (missing.length) console.log(`Skipping the two-instance test: ${missing.join(' and ')} not set (CI sets them)`);
const describeScaleOut = missing.length ? describe.skip : describe;

const LOGIN_RATE_LIMIT = 5;
const backendDir = join(__dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Instance {
  base: string;
  process: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

function start(env: NodeJS.ProcessEnv, port: number): Instance {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: backendDir,
    env: { PUBLIC_URL: 'https://app.example.test', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { base: `http://127.0.0.1:${port}`, process: child, output, exited };
}

async function waitUntilServing(instance: Instance, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) throw new Error(`Instance exited ${instance.process.exitCode}:\n${instance.output.join('')}`);
    try {
      if ((await fetch(`${instance.base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Instance did not come up:\n${instance.output.join('')}`);
}

/** A JSON request with an optional Cookie; returns status, body and the session cookie it set. */
async function call(base: string, method: string, path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const setCookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    setCookie,
    headers: response.headers,
  };
}

describeScaleOut('two instances on one PostgreSQL database and Redis', () => {
  let database: TestDatabase;
  let redisPrefix: string;
  let instances: Instance[] = [];
  const [a, b] = [() => instances[0].base, () => instances[1].base];

  beforeAll(async () => {
    for (const workspace of ['../packages/contracts', '.']) {
      const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: join(backendDir, workspace), encoding: 'utf8' });
      if (build.status !== 0) throw new Error(`Build failed:\n${build.stdout}\n${build.stderr}`);
    }
    database = await createTestDatabase('postgresql');
    redisPrefix = `flourishly-scale-test:${process.pid}:${Date.now()}:`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      SESSION_SECRET: 'scale-out-test-secret-that-is-long-enough-0123456789',
      SERVE_STATIC: 'false',
      REDIS_URL: process.env.REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
      ACCOUNT_RATE_LIMIT: '1000',
      SHUTDOWN_TIMEOUT_MS: '20000',
    };
    const ports = [await freePort(), await freePort()];
    // Both start at the same moment on the empty database: the migration lock lets both come up.
    instances = ports.map((port) => start(env, port));
    await Promise.all(instances.map((instance) => waitUntilServing(instance)));
  }, 180_000);

  afterAll(async () => {
    for (const instance of instances) if (instance.process.exitCode === null) instance.process.kill('SIGKILL');
    await Promise.all(instances.map((instance) => instance.exited));
    await database?.drop();
    if (redisPrefix) {
      const redis = new Redis(process.env.REDIS_URL as string);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  }, 60_000);

  it('both came up on the empty database, and the schema was migrated once', async () => {
    for (const base of [a(), b()]) expect((await call(base, 'GET', '/api/health')).status).toBe(200);
    const applied = instances.map((instance) => /Applied migrations/.test(instance.output.join('')));
    expect(applied.filter(Boolean)).toHaveLength(1);
  });

  it('a session made on one instance works on the other, and logout on one ends it on both', async () => {
    const email = `two.instances.${Date.now()}@example.com`;
    const registered = await call(a(), 'POST', '/api/register', {
      body: { fullName: 'Ada Two', email, password: 'Kite harbour lantern 93' },
    });
    expect(registered.status).toBe(201);
    const cookie = registered.setCookie;
    const onB = await call(b(), 'GET', '/api/user', { cookie });
    expect(onB.status).toBe(200);
    expect(onB.body?.id).toBe(registered.body?.id);
    expect((await call(a(), 'POST', '/api/logout', { cookie })).status).toBe(204);
    expect((await call(b(), 'GET', '/api/user', { cookie })).status).toBe(401);
    expect((await call(a(), 'GET', '/api/user', { cookie })).status).toBe(401);
  });

  it('wrong passwords spread over both instances hit the limit at the configured count', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT + 2; attempt += 1) {
      const base = attempt % 2 === 0 ? a() : b();
      statuses.push((await call(base, 'POST', '/api/login', { body: { email: 'nobody@example.com', password: 'wrong-password' } })).status);
    }
    expect(statuses).toEqual([...Array(LOGIN_RATE_LIMIT).fill(401), 429, 429]);
    const limited = await call(b(), 'POST', '/api/login', { body: { email: 'nobody@example.com', password: 'wrong-password' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('concurrent requests planning the same day on both instances end with one plan', async () => {
    const email = `plan.race.${Date.now()}@example.com`;
    const registered = await call(b(), 'POST', '/api/register', {
      body: { fullName: 'Ben Race', email, password: 'Kite harbour lantern 93' },
    });
    const cookie = registered.setCookie;
    const child = await call(a(), 'POST', '/api/child-profiles', {
      cookie,
      body: { name: 'Rae', dateOfBirth: '2021-03-04', gender: 'female', primaryDevelopmentalConcern: 'none' },
    });
    expect(child.status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const path = `/api/child-profiles/${child.body?.id}/activity-assignments?date=${today}`;
    const answers = await Promise.all([a(), b(), a(), b(), a(), b()].map((base) => call(base, 'GET', path, { cookie })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const after = await call(a(), 'GET', path, { cookie });
    const ids = (after.body as unknown as { id: number }[]).map((item) => item.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const answer of answers) expect((answer.body as unknown as { id: number }[]).map((item) => item.id)).toEqual(ids);
  });

  it(`parallel creates spread over both instances keep the cap of ${MAX_CHILDREN_PER_PARENT} children`, async () => {
    const registered = await call(a(), 'POST', '/api/register', {
      body: { fullName: 'Cap Race', email: `cap.race.${Date.now()}@example.com`, password: 'Kite harbour lantern 93' },
    });
    const cookie = registered.setCookie;
    const body = { name: 'Kid', dateOfBirth: '2021-03-04', gender: 'other', primaryDevelopmentalConcern: 'none' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => call(index % 2 === 0 ? a() : b(), 'POST', '/api/child-profiles', { cookie, body })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(MAX_CHILDREN_PER_PARENT).fill(201), ...Array(30 - MAX_CHILDREN_PER_PARENT).fill(409)]);
    const list = await call(b(), 'GET', `/api/users/${registered.body?.id}/child-profiles`, { cookie });
    expect((list.body as unknown as unknown[]).length).toBe(MAX_CHILDREN_PER_PARENT);
  });

  it('SIGTERM lets a request in flight finish, then the process exits 0', async () => {
    const victim = instances[1];
    const body = JSON.stringify({ email: 'in.flight@example.com', password: 'wrong-password' });
    // The request is sent in two halves with the signal in between, so it is surely in flight.
    const answered = new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${victim.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        victim.process.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 500);
      }, 200);
    });
    // 401 (wrong password) or 429 (this address is limited by now): answered either way, not cut.
    expect([401, 429]).toContain(await answered);
    expect(await victim.exited).toBe(0);
    // The other instance keeps serving.
    expect((await call(a(), 'GET', '/api/health')).status).toBe(200);
  });
});
