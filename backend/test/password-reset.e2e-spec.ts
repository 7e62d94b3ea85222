import { ACCOUNT_MESSAGES, AUTH_MESSAGES, PASSWORD_RESET_PATH } from '@flourishly/contracts';
import type { ParsedMail } from 'mailparser';
import { PasswordResetToken } from '../src/account/password-reset-token.entity';
import { PasswordResetService } from '../src/account/password-reset.service';
import { hashSecretToken } from '../src/common/secret-token';
import { linkIn, startTestSmtpServer, type TestSmtpServer } from './smtp-test-server';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

/** This suite's SMTP server port. */
const SMTP_PORT = 3533;
const PUBLIC_URL = 'https://app.flourishly.test';
const NEW_PASSWORD = 'Quiet-harbour-lantern-57';

const sentTo = (email: string) => (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address === email : false);

describe.each(TEST_DIALECTS)('password reset by email (%s)', (dialect) => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer(SMTP_PORT);
    testApp = await createTestApp(dialect, { SMTP_URL: smtp.url, PUBLIC_URL });
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const settled = () => testApp.app.get(PasswordResetService).settled();

  /** Asks for a reset of `email` and returns the token of the link that arrived. */
  async function requestLink(email: string): Promise<string> {
    const before = smtp.received.filter(sentTo(email)).length;
    await testApp.agent().post('/api/password-reset').send({ email }).expect(202);
    await settled();
    const mails = smtp.received.filter(sentTo(email));
    expect(mails).toHaveLength(before + 1);
    const link = linkIn(mails[mails.length - 1], PASSWORD_RESET_PATH);
    expect(link).not.toBeNull();
    return new URL(link as string).searchParams.get('token') as string;
  }

  it('builds the link from PUBLIC_URL whatever Host the request names, and greets a name with line breaks on one line', async () => {
    const { credentials } = await registerParent(testApp, { fullName: 'Ann\r\nRivers\nReply-To: x@example.com' });
    await testApp.agent().post('/api/password-reset').set('Host', 'evil.example').send({ email: credentials.email }).expect(202);
    await settled();
    const mail = await smtp.waitFor(sentTo(credentials.email));
    expect(mail.text?.split('\n')).toContain('Hello Ann Rivers Reply-To: x@example.com,');
    expect(mail.text).not.toMatch(/^Rivers|^Reply-To/m);
    expect(new URL(linkIn(mail, PASSWORD_RESET_PATH) as string).origin).toBe(PUBLIC_URL);
  });

  it('mails a single link to PUBLIC_URL/reset-password; only the hash of its 256-bit token is stored', async () => {
    const { user, credentials } = await registerParent(testApp, { fullName: 'Ann Rivers' });
    const response = await testApp.agent().post('/api/password-reset').send({ email: credentials.email.toUpperCase() }).expect(202);
    expect(response.body).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    const mail = await smtp.waitFor(sentTo(credentials.email));
    expect(mail.subject).toBe('Reset your Flourishly password');
    expect(mail.from?.value[0]?.address).toBe('no-reply@flourishly.local');
    expect(mail.text).toContain('Hello Ann Rivers,');
    const link = new URL(linkIn(mail, PASSWORD_RESET_PATH) as string);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}${PASSWORD_RESET_PATH}`);
    const token = link.searchParams.get('token') as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await testApp.orm.em.fork().find(PasswordResetToken, { user: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashSecretToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const validMinutes = (rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()) / 60_000;
    expect(validMinutes).toBe(60);
  });

  it('writes to a parent in the language they chose, else in the language of the request that asked', async () => {
    const hindi = await registerParent(testApp, { fullName: 'Meera Shah' });
    await hindi.agent.patch(`/api/users/${hindi.user.id}/settings`).send({ locale: 'hi' }).expect(200);
    await testApp.agent().post('/api/password-reset').set('Accept-Language', 'en-GB').send({ email: hindi.credentials.email }).expect(202);
    const mail = await smtp.waitFor(sentTo(hindi.credentials.email));
    expect(mail.subject).toBe('अपना Flourishly पासवर्ड बदलें');
    expect(mail.text?.split('\n')).toContain('नमस्ते Meera Shah,');
    expect(mail.text).toContain('60 मिनट के अंदर यह लिंक खोलें');
    expect(linkIn(mail, PASSWORD_RESET_PATH)).not.toBeNull();

    const unchosen = await registerParent(testApp);
    await testApp
      .agent()
      .post('/api/password-reset')
      .set('Accept-Language', 'hi-IN,hi;q=0.9,en;q=0.8')
      .send({ email: unchosen.credentials.email })
      .expect(202);
    expect((await smtp.waitFor(sentTo(unchosen.credentials.email))).subject).toBe('अपना Flourishly पासवर्ड बदलें');
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const known = await registerParent(testApp);
    const unknownEmail = `nobody.${Date.now()}@example.com`;
    const answers = await Promise.all(
      [known.credentials.email, unknownEmail].map((email) => testApp.agent().post('/api/password-reset').send({ email })),
    );
    expect(answers.map((answer) => [answer.status, answer.body, answer.headers['content-length']])).toEqual([
      [202, { message: ACCOUNT_MESSAGES.resetRequested }, answers[0].headers['content-length']],
      [202, { message: ACCOUNT_MESSAGES.resetRequested }, answers[0].headers['content-length']],
    ]);
    await settled();
    expect(smtp.received.filter(sentTo(known.credentials.email))).toHaveLength(1);
    expect(smtp.received.filter(sentTo(unknownEmail))).toHaveLength(0);
    expect(await testApp.orm.em.fork().count(PasswordResetToken, { user: { email: unknownEmail } })).toBe(0);
  });

  it('sets the new password, ends every session of the account, and the link works once', async () => {
    const { agent, user, credentials } = await registerParent(testApp);
    const otherBrowser = testApp.agent();
    await otherBrowser.post('/api/login').send({ email: credentials.email, password: credentials.password }).expect(200);
    const token = await requestLink(credentials.email);
    await testApp.agent().post('/api/password-reset/confirm').send({ token, password: NEW_PASSWORD }).expect(204);
    await agent.get('/api/user').expect(401);
    await otherBrowser.get('/api/user').expect(401);
    await testApp.agent().post('/api/login').send({ email: credentials.email, password: credentials.password }).expect(401);
    const signedIn = await testApp.agent().post('/api/login').send({ email: credentials.email, password: NEW_PASSWORD }).expect(200);
    expect(signedIn.body.id).toBe(user.id);
    const again = await testApp
      .agent()
      .post('/api/password-reset/confirm')
      .send({ token, password: 'Another-quiet-harbour-91' })
      .expect(410);
    expect(again.body).toEqual({ statusCode: 410, message: ACCOUNT_MESSAGES.resetGone });
    await testApp.agent().post('/api/login').send({ email: credentials.email, password: NEW_PASSWORD }).expect(200);
  });

  it('refuses a password built from the name, the product or a season and year, with the shared message', async () => {
    const { credentials } = await registerParent(testApp, { fullName: 'Jane Doe' });
    const token = await requestLink(credentials.email);
    for (const password of ['janedoe1985', 'Flourishly1', 'Summer2026!']) {
      const refused = await testApp.agent().post('/api/password-reset/confirm').send({ token, password }).expect(400);
      expect(refused.body.message).toBe(AUTH_MESSAGES.passwordTooGuessable);
    }
    await testApp.agent().post('/api/password-reset/confirm').send({ token, password: NEW_PASSWORD }).expect(204);
  });

  it('applies the registration password rules and keeps the link usable after a refused password', async () => {
    const { credentials } = await registerParent(testApp, { fullName: 'Maya Thornfield' });
    const token = await requestLink(credentials.email);
    const short = await testApp.agent().post('/api/password-reset/confirm').send({ token, password: 'short' }).expect(400);
    expect(short.body.message).toMatch(/at least 8 characters/);
    const guessable = await testApp.agent().post('/api/password-reset/confirm').send({ token, password: 'password123' }).expect(400);
    expect(guessable.body.message).toMatch(/^This password is too easy to guess/);
    const ownName = await testApp.agent().post('/api/password-reset/confirm').send({ token, password: 'thornfield' }).expect(400);
    expect(ownName.body.message).toMatch(/^This password is too easy to guess/);
    await testApp.agent().post('/api/login').send(credentials).expect(200);
    await testApp.agent().post('/api/password-reset/confirm').send({ token, password: NEW_PASSWORD }).expect(204);
  });

  it('refuses an expired link, an unknown one and the older links of an account once one was used (410)', async () => {
    const { credentials } = await registerParent(testApp);
    const service = testApp.app.get(PasswordResetService);
    await service.sendLink(credentials.email, new Date(Date.now() - 61 * 60_000));
    const expired = linkIn(smtp.received.filter(sentTo(credentials.email)).at(-1) as ParsedMail, PASSWORD_RESET_PATH) as string;
    const expiredToken = new URL(expired).searchParams.get('token') as string;
    await testApp.agent().post('/api/password-reset/confirm').send({ token: expiredToken, password: NEW_PASSWORD }).expect(410);
    await testApp
      .agent()
      .post('/api/password-reset/confirm')
      .send({ token: 'A'.repeat(43), password: NEW_PASSWORD })
      .expect(410);
    const older = await requestLink(credentials.email);
    const newer = await requestLink(credentials.email);
    await testApp.agent().post('/api/password-reset/confirm').send({ token: newer, password: NEW_PASSWORD }).expect(204);
    await testApp.agent().post('/api/password-reset/confirm').send({ token: older, password: 'Another-quiet-harbour-91' }).expect(410);
    await testApp.agent().post('/api/login').send({ email: credentials.email, password: NEW_PASSWORD }).expect(200);
  });

  it('refuses malformed input with 400 and stores nothing', async () => {
    const count = () => testApp.orm.em.fork().count(PasswordResetToken, {});
    const before = await count();
    for (const body of [{}, { email: 'not-an-email' }, { email: ['a@example.com'] }, { email: 'a\u0000@example.com' }]) {
      await testApp.agent().post('/api/password-reset').send(body).expect(400);
    }
    for (const body of [{ token: 'short', password: NEW_PASSWORD }, { token: 'A'.repeat(43) }, { password: NEW_PASSWORD }]) {
      await testApp.agent().post('/api/password-reset/confirm').send(body).expect(400);
    }
    await settled();
    expect(await count()).toBe(before);
  });

  it('rejects a cross-site request like every other state-changing call (403)', async () => {
    await testApp
      .agent()
      .post('/api/password-reset')
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ email: 'ann@example.com' })
      .expect(403);
  });

  it('limits the emails to one address: 429 with Retry-After after 5 in an hour', async () => {
    const { credentials } = await registerParent(testApp);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await testApp.agent().post('/api/password-reset').send({ email: credentials.email }).expect(202);
    }
    const limited = await testApp
      .agent()
      .post('/api/password-reset')
      .send({ email: ` ${credentials.email.toUpperCase()}` })
      .expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await settled();
    expect(smtp.received.filter(sentTo(credentials.email))).toHaveLength(5);
  });
});

describe('password reset per client address', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { LOGIN_RATE_LIMIT: '3' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers 429 after LOGIN_RATE_LIMIT requests a minute from one client, whatever the address', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await testApp
        .agent()
        .post('/api/password-reset')
        .send({ email: `someone${attempt}@example.com` })
        .expect(202);
    }
    await testApp.agent().post('/api/password-reset').send({ email: 'someone-else@example.com' }).expect(429);
    await testApp.app.get(PasswordResetService).settled();
  });
});
