import { createTestApp, type TestApp } from './test-app';

describe('CSRF protection by Sec-Fetch-Site and Origin', () => {
  let testApp: TestApp;
  const body = { fullName: 'Csrf Test', email: 'csrf@example.com', password: 'a-long-password' };

  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { APP_HOST: 'https://auth.flourishly.example' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('rejects a cross-site browser request with 403 and does not act on it', async () => {
    await testApp
      .agent()
      .post('/api/register')
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Origin', 'https://evil.example')
      .send(body)
      .expect(403);
    await testApp.agent().post('/api/login').send({ email: body.email, password: body.password }).expect(401);
  });

  it('rejects a foreign Origin when the browser sends no Sec-Fetch-Site', async () => {
    await testApp.agent().post('/api/logout').set('Origin', 'https://evil.example').expect(403);
  });

  it('accepts a same-origin browser request', async () => {
    await testApp.agent().post('/api/logout').set('Sec-Fetch-Site', 'same-origin').expect(204);
  });

  it('accepts a request from the configured APP_HOST origin', async () => {
    await testApp
      .agent()
      .post('/api/logout')
      .set('Sec-Fetch-Site', 'same-site')
      .set('Origin', 'https://auth.flourishly.example')
      .expect(204);
  });

  it('accepts a non-browser request carrying neither header', async () => {
    await testApp.agent().post('/api/logout').expect(204);
  });

  it('never blocks safe methods', async () => {
    await testApp.agent().get('/api/health').set('Sec-Fetch-Site', 'cross-site').expect(200);
  });
});
