import { INQUIRY_TOPICS, MARKETING_MESSAGES, MARKETING_RATE_LIMIT_PER_MINUTE } from '@flourishly/contracts';
import { RateLimitService } from '../src/common/rate-limit/rate-limit.service';
import { createTestApp, TEST_DIALECTS, type TestApp } from './test-app';

const validInquiry = {
  topic: 'plus-plan',
  name: 'Anika Rao',
  email: ' Anika.Rao@Example.com ',
  phone: '+91 98765 43210',
  message: 'We have twins aged 4. Can both use one Plus plan?',
};

/** Starts a fresh rate-limit window, so tests of the stored data are not cut short by 429s. */
async function resetRateLimits(testApp: TestApp) {
  const limits = testApp.app.get(RateLimitService);
  // supertest connects over loopback: IPv4 or IPv6, depending on the machine.
  for (const ip of ['::ffff:127.0.0.1', '127.0.0.1', '::1']) {
    await limits.reset('inquiries:ip', ip);
    await limits.reset('newsletter:ip', ip);
  }
}

async function rows(testApp: TestApp, sql: string) {
  return testApp.orm.em.fork().getConnection().execute(sql);
}

describe.each(TEST_DIALECTS)('landing page inquiries and newsletter (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(() => resetRateLimits(testApp));

  describe('POST /api/inquiries', () => {
    it('stores an inquiry from a signed-out visitor and answers 201 with its id', async () => {
      const response = await testApp.agent().post('/api/inquiries').send(validInquiry).expect(201);
      expect(response.body).toEqual({ id: expect.any(Number), receivedAt: expect.any(String) });
      const [stored] = await rows(testApp, `select * from inquiries where id = ${Number(response.body.id)}`);
      expect(stored).toMatchObject({
        topic: 'plus-plan',
        name: 'Anika Rao',
        email: 'anika.rao@example.com',
        phone: '+91 98765 43210',
        organization: null,
        message: validInquiry.message,
      });
    });

    it('requires the school or organization name for the Schools topic only, and drops it otherwise', async () => {
      const missing = await testApp
        .agent()
        .post('/api/inquiries')
        .send({ ...validInquiry, topic: 'schools' })
        .expect(400);
      expect(missing.body.errors.map((error: { path: string }) => error.path)).toEqual(['organization']);

      const school = await testApp
        .agent()
        .post('/api/inquiries')
        .send({ ...validInquiry, topic: 'schools', organization: 'Green Valley Primary', phone: '' })
        .expect(201);
      const [stored] = await rows(testApp, `select * from inquiries where id = ${Number(school.body.id)}`);
      expect(stored).toMatchObject({ topic: 'schools', organization: 'Green Valley Primary', phone: null });

      const general = await testApp
        .agent()
        .post('/api/inquiries')
        .send({ ...validInquiry, topic: 'general-inquiry', organization: 'Ignored School' })
        .expect(201);
      const [generalRow] = await rows(testApp, `select * from inquiries where id = ${Number(general.body.id)}`);
      expect(generalRow.organization).toBeNull();
    });

    it.each([
      ['an unknown topic', { ...validInquiry, topic: 'gold-plan' }, 'topic'],
      ['an invalid email', { ...validInquiry, email: 'not-an-email' }, 'email'],
      ['an empty name', { ...validInquiry, name: '  ' }, 'name'],
      ['a missing message', { ...validInquiry, message: undefined }, 'message'],
    ])('rejects %s with 400 and a JSON message, storing nothing', async (_label, body, path) => {
      const before = await rows(testApp, 'select count(*) as n from inquiries');
      const response = await testApp.agent().post('/api/inquiries').send(body).expect(400);
      expect(response.body.statusCode).toBe(400);
      expect(typeof response.body.message).toBe('string');
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
      const after = await rows(testApp, 'select count(*) as n from inquiries');
      expect(Number(after[0].n)).toBe(Number(before[0].n));
    });

    it('accepts every topic of the modal', async () => {
      for (const topic of INQUIRY_TOPICS) {
        await testApp
          .agent()
          .post('/api/inquiries')
          .send({ ...validInquiry, topic, organization: 'Sunrise School' })
          .expect(201);
      }
    });
  });

  describe('POST /api/newsletter', () => {
    it('subscribes a new email (201) and is idempotent for the same email (200, one row)', async () => {
      const first = await testApp.agent().post('/api/newsletter').send({ email: 'Ravi.Menon@example.com' }).expect(201);
      expect(first.body).toEqual({ message: MARKETING_MESSAGES.newsletterThanks });
      // The same answer for an address already on the list: it does not say who is subscribed.
      const again = await testApp.agent().post('/api/newsletter').send({ email: ' ravi.menon@EXAMPLE.com' }).expect(201);
      expect(again.body).toEqual(first.body);
      const count = await rows(testApp, "select count(*) as n from newsletter_subscriptions where email = 'ravi.menon@example.com'");
      expect(Number(count[0].n)).toBe(1);
    });

    it('rejects an invalid email with 400', async () => {
      const response = await testApp.agent().post('/api/newsletter').send({ email: 'ravi@' }).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, errors: [{ path: 'email' }] });
    });
  });
});

describe('landing page forms are rate limited per client', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // A generous login limit shows the marketing routes keep their own, lower limit.
    testApp = await createTestApp('sqlite', { LOGIN_RATE_LIMIT: '1000' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it.each([
    ['/api/inquiries', validInquiry, validInquiry, 'inquiries'],
    ['/api/newsletter', { email: 'limit@example.com' }, { email: 'one-too-many@example.com' }, 'newsletter_subscriptions'],
  ])('%s answers 429 once the per-minute limit is used up, and stores nothing more', async (path, body, overLimitBody, table) => {
    for (let attempt = 0; attempt < MARKETING_RATE_LIMIT_PER_MINUTE; attempt += 1) {
      const response = await testApp.agent().post(path).send(body);
      expect(response.status).toBeLessThan(300);
    }
    const before = await rows(testApp, `select count(*) as n from ${table}`);
    const limited = await testApp.agent().post(path).send(overLimitBody).expect(429);
    expect(limited.body.statusCode).toBe(429);
    expect(typeof limited.body.message).toBe('string');
    // Tells the client when to try again (seconds).
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const after = await rows(testApp, `select count(*) as n from ${table}`);
    expect(Number(after[0].n)).toBe(Number(before[0].n));
  });

  it("keeps each form's limit apart: a limited inquiry form leaves the newsletter open", async () => {
    await resetRateLimits(testApp);
    for (let attempt = 0; attempt < MARKETING_RATE_LIMIT_PER_MINUTE; attempt += 1) {
      await testApp.agent().post('/api/inquiries').send(validInquiry).expect(201);
    }
    await testApp.agent().post('/api/inquiries').send(validInquiry).expect(429);
    await testApp.agent().post('/api/newsletter').send({ email: 'still-open@example.com' }).expect(201);
  });
});
