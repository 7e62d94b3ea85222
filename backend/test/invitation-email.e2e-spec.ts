import type { ParsedMail } from 'mailparser';
import { ChildInvitation } from '../src/families/child-invitation.entity';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-test-server';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

/** This suite's SMTP server port. */
const SMTP_PORT = 3534;

/** The public origin this suite configures; links must use it whatever the request says. */
const PUBLIC_URL = 'https://app.flourishly.test';

const sentTo = (email: string) => (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address === email : false);

describe.each(TEST_DIALECTS)('an invitation sent by email (%s)', (dialect) => {
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

  async function ownerWithChild(fullName = 'Olivia Owner') {
    const owner = await registerParent(testApp, { fullName });
    const child = (
      await owner.agent
        .post('/api/child-profiles')
        .send({ name: 'Maya', dateOfBirth: '2021-05-02', gender: 'female', primaryDevelopmentalConcern: 'none' })
        .expect(201)
    ).body as { id: number };
    return { owner, childId: child.id };
  }

  it('mails the same link the answer holds, which the addressee can accept', async () => {
    const { owner, childId } = await ownerWithChild();
    const email = `grandma.${Date.now()}@example.com`;
    const created = await owner.agent
      .post(`/api/child-profiles/${childId}/invitations`)
      .send({ role: 'caregiver', email: ` ${email.toUpperCase()} ` })
      .expect(201);
    const mail = await smtp.waitFor(sentTo(email));
    expect(mail.subject).toBe('Olivia Owner invited you to follow Maya on Flourishly');
    expect(mail.text).toContain(created.body.url);
    expect(mail.text).toContain('as a caregiver');
    const grandma = await registerParent(testApp, { email });
    await grandma.agent.post(`/api/invitations/${created.body.token}/accept`).expect(200, { childId, role: 'caregiver' });
  });

  it('writes in the inviter’s language to an address without an account, and in the invitee’s own to one with', async () => {
    const { owner, childId } = await ownerWithChild('Olivia Owner');
    await owner.agent.patch(`/api/users/${owner.user.id}/settings`).send({ locale: 'hi' }).expect(200);
    const newcomer = `nani.${Date.now()}@example.com`;
    await owner.agent.post(`/api/child-profiles/${childId}/invitations`).send({ role: 'viewer', email: newcomer }).expect(201);
    const hindi = await smtp.waitFor(sentTo(newcomer));
    expect(hindi.subject).toBe('Olivia Owner ने आपको Flourishly पर Maya से जुड़ने का न्योता भेजा है');
    expect(hindi.text).toContain('देखने वाले (व्यूअर) के रूप में');
    expect(hindi.text).toContain('7 दिन के अंदर');

    const english = await registerParent(testApp);
    await english.agent.patch(`/api/users/${english.user.id}/settings`).send({ locale: 'en' }).expect(200);
    await owner.agent
      .post(`/api/child-profiles/${childId}/invitations`)
      .send({ role: 'viewer', email: english.credentials.email })
      .expect(201);
    expect((await smtp.waitFor(sentTo(english.credentials.email))).subject).toBe('Olivia Owner invited you to follow Maya on Flourishly');
  });

  it('sends nothing without an email, and refuses a malformed one with 400 and no invitation', async () => {
    const { owner, childId } = await ownerWithChild();
    const before = smtp.received.length;
    await owner.agent.post(`/api/child-profiles/${childId}/invitations`).send({ role: 'viewer' }).expect(201);
    for (const email of ['not-an-email', '', 'a@b.c\u0000', 42]) {
      await owner.agent.post(`/api/child-profiles/${childId}/invitations`).send({ role: 'viewer', email }).expect(400);
    }
    expect(await testApp.orm.em.fork().count(ChildInvitation, { child: childId })).toBe(1);
    expect(smtp.received.length).toBe(before);
  });

  it('keeps the invitation when the mail server is unreachable: 201 with the link to share by hand', async () => {
    // Same dialect as the suite: one process holds one dialect's entity metadata at a time.
    const offline = await createTestApp(dialect, { SMTP_URL: 'smtp://127.0.0.1:3535' });
    try {
      const owner = await registerParent(offline);
      const child = (
        await owner.agent
          .post('/api/child-profiles')
          .send({ name: 'Leo', dateOfBirth: '2020-01-01', gender: 'male', primaryDevelopmentalConcern: 'none' })
          .expect(201)
      ).body as { id: number };
      const created = await owner.agent
        .post(`/api/child-profiles/${child.id}/invitations`)
        .send({ role: 'viewer', email: 'x@example.com' })
        .expect(201);
      expect(created.body.url).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    } finally {
      await offline.close();
    }
  });

  it('builds the link from PUBLIC_URL, never from the Host or forwarded headers of the request', async () => {
    const { owner, childId } = await ownerWithChild();
    const email = `host.${Date.now()}@example.com`;
    const created = await owner.agent
      .post(`/api/child-profiles/${childId}/invitations`)
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'http')
      .send({ role: 'viewer', email })
      .expect(201);
    expect(created.body.url).toBe(`${PUBLIC_URL}/invite/${created.body.token}`);
    const mail = await smtp.waitFor(sentTo(email));
    expect(mail.text).toContain(`${PUBLIC_URL}/invite/${created.body.token}`);
    expect(mail.text).not.toContain('evil.example');
  });

  it('puts a name holding line breaks on one line in the subject and the text', async () => {
    const { owner, childId } = await ownerWithChild('Olivia\r\nBcc: thief@example.com\n\nOwner');
    const email = `lines.${Date.now()}@example.com`;
    await owner.agent.post(`/api/child-profiles/${childId}/invitations`).send({ role: 'viewer', email }).expect(201);
    const mail = await smtp.waitFor(sentTo(email));
    expect(mail.subject).toBe('Olivia Bcc: thief@example.com Owner invited you to follow Maya on Flourishly');
    expect(mail.bcc).toBeUndefined();
    expect(mail.text?.split('\n')).toContain(
      'Olivia Bcc: thief@example.com Owner invited you to join Maya on Flourishly as a viewer, to see their plan and progress.',
    );
    expect(mail.text).not.toMatch(/^(Bcc:|Owner)/m);
  });

  it('limits invitation emails per sender: the 11th in an hour is 429 and creates nothing', async () => {
    const { owner, childId } = await ownerWithChild();
    const invite = (i: number) =>
      owner.agent.post(`/api/child-profiles/${childId}/invitations`).send({ role: 'viewer', email: `many.${i}.${Date.now()}@example.com` });
    for (let i = 0; i < 10; i += 1) await invite(i).expect(201);
    const refused = await invite(10).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(await testApp.orm.em.fork().count(ChildInvitation, { child: childId })).toBe(10);
    // An invitation without an email sends nothing and is not limited by it.
    await owner.agent.post(`/api/child-profiles/${childId}/invitations`).send({ role: 'viewer' }).expect(201);
  });

  it('limits invitation emails per recipient across senders: the 4th to one address in an hour is 429', async () => {
    const email = `popular.${Date.now()}@example.com`;
    for (let i = 0; i < 3; i += 1) {
      const { owner, childId } = await ownerWithChild();
      await owner.agent.post(`/api/child-profiles/${childId}/invitations`).send({ role: 'viewer', email }).expect(201);
    }
    const { owner, childId } = await ownerWithChild();
    await owner.agent.post(`/api/child-profiles/${childId}/invitations`).send({ role: 'viewer', email: email.toUpperCase() }).expect(429);
    expect(await testApp.orm.em.fork().count(ChildInvitation, { child: childId })).toBe(0);
  });
});
