import {
  DatabaseSessionStore,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_LIFETIME_MS,
  SESSION_RENEW_INTERVAL_MS,
} from '../src/users/session-store';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Only the clock is faked: timers, I/O and the database run for real. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

describe.each(TEST_DIALECTS)('session lifetime (%s)', (dialect) => {
  let testApp: TestApp;
  let clock: number;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(() => {
    clock = Date.now();
    jest.useFakeTimers({ doNotFake: [...REAL_TIMERS], now: clock });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  /** Moves the clock on by `ms`. */
  function advance(ms: number): void {
    clock += ms;
    jest.setSystemTime(clock);
  }

  /** The user's stored session row: expiry (epoch ms) and data, or undefined. */
  async function sessionRow(userId: number): Promise<{ expiresAt: number; data: string } | undefined> {
    const rows = await testApp.orm.em.fork().getConnection().execute('select expires_at, data from sessions where user_id = ?', [userId]);
    if (rows.length === 0) return undefined;
    expect(rows).toHaveLength(1);
    return { expiresAt: new Date(rows[0].expires_at as string | number | Date).getTime(), data: String(rows[0].data) };
  }

  it('reads the session on a signed-in request and writes nothing within the renew interval', async () => {
    const { agent, user } = await registerParent(testApp);
    const before = await sessionRow(user.id);
    expect(before?.expiresAt).toBe(clock + SESSION_IDLE_LIFETIME_MS);
    for (const step of [MINUTE_MS, 30 * MINUTE_MS, 28 * MINUTE_MS]) {
      advance(step);
      const response = await agent.get('/api/user').expect(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await sessionRow(user.id)).toEqual(before);
    }
  });

  it('renews the idle expiry once the renew interval has passed', async () => {
    const { agent, user } = await registerParent(testApp);
    const before = await sessionRow(user.id);
    advance(SESSION_RENEW_INTERVAL_MS + MINUTE_MS);
    await agent.get('/api/user').expect(200);
    const after = await sessionRow(user.id);
    expect(after?.expiresAt).toBe(clock + SESSION_IDLE_LIFETIME_MS);
    expect(after?.data).toBe(before?.data);
  });

  it('signs out a session left unused for the idle lifetime, and prunes it', async () => {
    const { agent, user } = await registerParent(testApp);
    advance(SESSION_IDLE_LIFETIME_MS - MINUTE_MS);
    await agent.get('/api/user').expect(200);
    advance(SESSION_IDLE_LIFETIME_MS + MINUTE_MS);
    await agent.get('/api/user').expect(401);
    const store = new DatabaseSessionStore(testApp.orm);
    try {
      expect(await store.prune()).toBeGreaterThanOrEqual(1);
    } finally {
      store.close();
    }
    expect(await sessionRow(user.id)).toBeUndefined();
  });

  it('signs out a session at its absolute lifetime however often it is used', async () => {
    const { agent, user } = await registerParent(testApp);
    const signedInAt = clock;
    while (clock + 6 * DAY_MS < signedInAt + SESSION_ABSOLUTE_LIFETIME_MS) {
      advance(6 * DAY_MS);
      await agent.get('/api/user').expect(200);
    }
    const last = await sessionRow(user.id);
    expect(last?.expiresAt).toBe(signedInAt + SESSION_ABSOLUTE_LIFETIME_MS);
    advance(signedInAt + SESSION_ABSOLUTE_LIFETIME_MS - clock);
    await agent.get('/api/user').expect(401);
  });

  it('rejects a stored session past its absolute lifetime even when its row says otherwise', async () => {
    const { agent, user } = await registerParent(testApp);
    const row = await sessionRow(user.id);
    const data = { ...(JSON.parse(row?.data ?? '{}') as object), createdAt: clock - SESSION_ABSOLUTE_LIFETIME_MS };
    await testApp.orm.em
      .fork()
      .getConnection()
      .execute('update sessions set data = ? where user_id = ?', [JSON.stringify(data), user.id]);
    await agent.get('/api/user').expect(401);
  });

  it('a new sign-in starts a new absolute lifetime', async () => {
    const { credentials } = await registerParent(testApp);
    advance(SESSION_ABSOLUTE_LIFETIME_MS - DAY_MS);
    const agent = testApp.agent();
    await agent.post('/api/login').send({ email: credentials.email, password: credentials.password }).expect(200);
    advance(2 * DAY_MS);
    await agent.get('/api/user').expect(200);
  });
});
