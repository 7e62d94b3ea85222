import { format, subMonths } from 'date-fns';
import { createHash } from 'node:crypto';
import request from 'supertest';
import type { SharedReport } from '@flourishly/contracts';
import { hashSecretToken } from '../src/common/secret-token';
import { ReportLink } from '../src/sharing/report-link.entity';
import { SHARED_REPORT_BUCKET_MISS_LIMIT, SHARED_REPORT_MISS_LIMIT } from '../src/sharing/report-link-limits';
import { binaryParser, pdfText } from './pdf-text';
import { type OpenChecklistForm } from './fixtures';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

/** Tests that draw a PDF start the app's PDF worker thread: slow on a busy machine. */
const PDF_TEST_MS = 240_000;

describe.each(TEST_DIALECTS)('report links and the report PDF (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** A parent with a 2-year-old "Robin Lee" who has one submitted assessment (every item 'yes' except the first language item). */
  async function parentWithAssessedChild() {
    const parent = await registerParent(testApp, { fullName: 'Jordan Lee' });
    await parent.agent
      .post(`/api/users/${parent.user.id}/profile`)
      .send({ phoneNumber: '5550101234', address: '12 Elm Street, Springfield' })
      .expect(200);
    const dateOfBirth = format(subMonths(new Date(), 25), 'yyyy-MM-dd');
    const child = await parent.agent
      .post('/api/child-profiles')
      .send({ parentId: parent.user.id, name: 'Robin Lee', dateOfBirth, gender: 'other', primaryDevelopmentalConcern: 'none' })
      .expect(201);
    const childId = child.body.id as number;
    const form = (await parent.agent.get(`/api/child-profiles/${childId}/milestone-checklist`).expect(200)).body as OpenChecklistForm;
    const firstLanguage = form.checklist.items.find((item) => item.domain === 'language')!;
    const answers = Object.fromEntries(form.checklist.items.map((item) => [item.key, item === firstLanguage ? 'not-yet' : 'yes']));
    const result = await parent.agent
      .post(`/api/child-profiles/${childId}/assessments`)
      .send({ checklistKey: form.checklist.key, answers })
      .expect(201);
    return { ...parent, childId, result: result.body, notYetText: firstLanguage.text };
  }

  const anonymous = () => request(testApp.app.getHttpServer());

  it('creates a link whose public report holds the scores, not the parent or any record id', async () => {
    const { agent, childId, result, notYetText, user } = await parentWithAssessedChild();
    const created = await agent.post(`/api/child-profiles/${childId}/report-links`).send({ expiresInDays: 7 }).expect(201);
    expect(created.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.body.url).toMatch(new RegExp(`/shared/report/${created.body.token}$`));
    const days = (new Date(created.body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const stored = await testApp.orm.em.fork().findOneOrFail(ReportLink, created.body.id);
    expect(stored.tokenHash).toBe(hashSecretToken(created.body.token));
    expect(JSON.stringify(stored)).not.toContain(created.body.token);

    const shared = await anonymous().get(`/api/shared-reports/${created.body.token}`).expect(200);
    expect(shared.headers['referrer-policy']).toBe('no-referrer');
    expect(shared.headers['x-robots-tag']).toMatch(/noindex/);
    const report = shared.body as SharedReport;
    expect(report.child).toEqual({
      firstName: 'Robin',
      ageMonths: 25,
      correctedAgeMonths: null,
      ageText: '2 years',
      gestationalAgeAtBirthWeeks: null,
    });
    expect(report.expiresAt).toBe(created.body.expiresAt);
    expect(report.assessments).toHaveLength(1);
    expect(report.assessments[0].scores).toEqual(result.scores);
    expect(report.assessments[0].notYet.map((item) => item.text)).toEqual([notYetText]);
    const text = JSON.stringify(report);
    for (const secret of ['Lee', 'Jordan', user.email, '5550101234', 'Elm Street', '"id"', 'childId', 'childName']) {
      expect(text).not.toContain(secret);
    }
  });

  it(
    'counts every open and lists only active links',
    async () => {
      const { agent, childId } = await parentWithAssessedChild();
      const first = await agent.post(`/api/child-profiles/${childId}/report-links`).send({ expiresInDays: 1 }).expect(201);
      const second = await agent.post(`/api/child-profiles/${childId}/report-links`).send({ expiresInDays: 30 }).expect(201);
      await anonymous().get(`/api/shared-reports/${first.body.token}`).expect(200);
      await anonymous().get(`/api/shared-reports/${first.body.token}`).expect(200);
      await anonymous().get(`/api/shared-reports/${first.body.token}/pdf`).expect(200);

      const listed = await agent.get(`/api/child-profiles/${childId}/report-links`).expect(200);
      expect(listed.body.map((link: { id: number }) => link.id)).toEqual([second.body.id, first.body.id]);
      const firstListed = listed.body.find((link: { id: number }) => link.id === first.body.id);
      expect(firstListed.openCount).toBe(3);
      expect(Date.now() - new Date(firstListed.lastOpenedAt).getTime()).toBeLessThan(PDF_TEST_MS);
      expect(listed.body.find((link: { id: number }) => link.id === second.body.id)).toMatchObject({ openCount: 0, lastOpenedAt: null });
      expect(JSON.stringify(listed.body)).not.toContain(first.body.token);

      await agent.delete(`/api/child-profiles/${childId}/report-links/${first.body.id}`).expect(204);
      await anonymous().get(`/api/shared-reports/${first.body.token}`).expect(410);
      await anonymous().get(`/api/shared-reports/${first.body.token}/pdf`).expect(410);
      await anonymous().get(`/api/shared-reports/${second.body.token}`).expect(200);
      const after = await agent.get(`/api/child-profiles/${childId}/report-links`).expect(200);
      expect(after.body.map((link: { id: number }) => link.id)).toEqual([second.body.id]);
      const revoked = await testApp.orm.em.fork().findOneOrFail(ReportLink, first.body.id);
      expect(revoked.openCount).toBe(3);
    },
    PDF_TEST_MS,
  );

  it('answers 410 once a link has expired', async () => {
    const { agent, childId } = await parentWithAssessedChild();
    const created = await agent.post(`/api/child-profiles/${childId}/report-links`).send({ expiresInDays: 1 }).expect(201);
    await testApp.orm.em.fork().nativeUpdate(ReportLink, created.body.id, { expiresAt: new Date(Date.now() - 1000) });
    await anonymous().get(`/api/shared-reports/${created.body.token}`).expect(410);
    const listed = await agent.get(`/api/child-profiles/${childId}/report-links`).expect(200);
    expect(listed.body).toEqual([]);
  });

  it('answers 404 for unknown and malformed tokens', async () => {
    await anonymous()
      .get(`/api/shared-reports/${'A'.repeat(43)}`)
      .expect(404);
    await anonymous().get('/api/shared-reports/not-a-token').expect(404);
    await anonymous()
      .get(`/api/shared-reports/${'%00'.repeat(20)}/pdf`)
      .expect(404);
  });

  it('rejects bad bodies and keeps links to the child’s adults', async () => {
    const { agent, childId } = await parentWithAssessedChild();
    for (const body of [{}, { expiresInDays: 0 }, { expiresInDays: 31 }, { expiresInDays: 1.5 }, { expiresInDays: '7' }, []]) {
      await agent.post(`/api/child-profiles/${childId}/report-links`).send(body).expect(400);
    }
    const stranger = await registerParent(testApp);
    await stranger.agent.post(`/api/child-profiles/${childId}/report-links`).send({ expiresInDays: 7 }).expect(404);
    await stranger.agent.get(`/api/child-profiles/${childId}/report-links`).expect(404);
    await stranger.agent.get(`/api/child-profiles/${childId}/development-report.pdf`).expect(404);
    const created = await agent.post(`/api/child-profiles/${childId}/report-links`).send({ expiresInDays: 7 }).expect(201);
    await stranger.agent.delete(`/api/child-profiles/${childId}/report-links/${created.body.id}`).expect(404);
    // A link of another child is not found through this child.
    const other = await parentWithAssessedChild();
    await other.agent.delete(`/api/child-profiles/${other.childId}/report-links/${created.body.id}`).expect(404);
    await agent.delete(`/api/child-profiles/${childId}/report-links/abc`).expect(400);
    await anonymous().post(`/api/child-profiles/${childId}/report-links`).send({ expiresInDays: 7 }).expect(401);
    expect(await testApp.orm.em.fork().count(ReportLink, { child: childId })).toBe(1);
  });

  it(
    'serves the report as a PDF that holds the child’s scores, signed in and through a link',
    async () => {
      const { agent, childId, result, notYetText } = await parentWithAssessedChild();
      const own = await agent.get(`/api/child-profiles/${childId}/development-report.pdf`).buffer(true).parse(binaryParser).expect(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['content-disposition']).toMatch(/attachment; filename="development-report-Robin.pdf"/);
      const created = await agent.post(`/api/child-profiles/${childId}/report-links`).send({ expiresInDays: 3 }).expect(201);
      const shared = await anonymous().get(`/api/shared-reports/${created.body.token}/pdf`).buffer(true).parse(binaryParser).expect(200);
      expect(shared.headers['content-type']).toBe('application/pdf');
      for (const pdf of [own.body as Buffer, shared.body as Buffer]) {
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
        expect(text).toContain('Development Report for Robin');
        expect(text).toContain(`Cognitive: ${result.scores.cognitive}%`);
        expect(text).toContain(`Language: ${result.scores.language}%`);
        expect(text).toContain(notYetText.replace(/\s+/g, ' '));
        expect(text).toContain('Source: CDC');
        expect(text).not.toContain('Lee');
      }
      expect((await pdfText(shared.body)).replace(/\s+/g, ' ')).toMatch(/valid until/);
    },
    PDF_TEST_MS,
  );

  it('deletes the links with the child', async () => {
    const { agent, childId } = await parentWithAssessedChild();
    const created = await agent.post(`/api/child-profiles/${childId}/report-links`).send({ expiresInDays: 7 }).expect(201);
    await agent.delete(`/api/child-profiles/${childId}`).expect(204);
    await anonymous().get(`/api/shared-reports/${created.body.token}`).expect(404);
    expect(await testApp.orm.em.fork().count(ReportLink, { id: created.body.id })).toBe(0);
  });

  /** `count` well-formed tokens whose hashes share their first three hex digits (one bucket), and one of another bucket. */
  function tokensOfOneBucket(count: number): { same: string[]; other: string } {
    const byBucket = new Map<string, string[]>();
    for (let attempt = 0; ; attempt += 1) {
      const token = createHash('sha256').update(`guess-${attempt}`).digest('base64url').slice(0, 43);
      const bucket = hashSecretToken(token).slice(0, 3);
      const tokens = byBucket.get(bucket) ?? [];
      tokens.push(token);
      byBucket.set(bucket, tokens);
      if (tokens.length === count) {
        const other = [...byBucket.entries()].find(([key]) => key !== bucket)![1][0];
        return { same: tokens, other };
      }
    }
  }

  it('limits guesses at the links of one bucket from every address, never refusing a valid link', async () => {
    // Behind a proxy, each guess from another address (X-Forwarded-For).
    const proxied = await createTestApp(dialect, { TRUST_PROXY: 'true' });
    try {
      const { same, other } = tokensOfOneBucket(SHARED_REPORT_BUCKET_MISS_LIMIT + 1);
      const from = (address: string) => ({ 'X-Forwarded-For': address });
      const server = () => request(proxied.app.getHttpServer());
      for (const [index, token] of same.slice(0, -1).entries()) {
        await server()
          .get(`/api/shared-reports/${token}`)
          .set(from(`198.51.100.${index + 1}`))
          .expect(404);
      }
      // The bucket's guesses are used up, whoever guesses next; another bucket is not.
      await server()
        .get(`/api/shared-reports/${same.at(-1)!}`)
        .set(from('198.51.100.200'))
        .expect(429);
      await server().get(`/api/shared-reports/${other}`).set(from('198.51.100.201')).expect(404);
      const owner = await registerParent(proxied);
      const childId = (
        await owner.agent
          .post('/api/child-profiles')
          .send({ name: 'Sam', dateOfBirth: '2020-01-01', gender: 'other', primaryDevelopmentalConcern: 'none' })
          .expect(201)
      ).body.id as number;
      const link = await owner.agent.post(`/api/child-profiles/${childId}/report-links`).send({ expiresInDays: 7 }).expect(201);
      await server().get(`/api/shared-reports/${link.body.token}`).set(from('198.51.100.1')).expect(200);
    } finally {
      await proxied.close();
    }
  });

  // Last: it spends this test client's allowance.
  it('limits guesses per client without locking out a link holder at the same address', async () => {
    const { agent, childId } = await parentWithAssessedChild();
    const created = await agent.post(`/api/child-profiles/${childId}/report-links`).send({ expiresInDays: 7 }).expect(201);
    const server = anonymous();
    let limited = 0;
    for (let attempt = 0; attempt <= Math.max(SHARED_REPORT_MISS_LIMIT, 60); attempt += 1) {
      const token = createHash('sha256').update(`miss-${attempt}`).digest('base64url').slice(0, 43);
      const response = await server.get(`/api/shared-reports/${token}`);
      if (response.status === 429) limited += 1;
      else expect(response.status).toBe(404);
    }
    expect(limited).toBeGreaterThan(0);
    // The same address (a shared NAT) still opens the real link, page and PDF.
    await server.get(`/api/shared-reports/${created.body.token}`).expect(200);
    await server.get(`/api/shared-reports/${created.body.token}/pdf`).expect(200);
  });
});
