import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_MESSAGES } from '@flourishly/contracts';
import { ReferenceKind } from '@mikro-orm/core';
import { randomBytes } from 'node:crypto';
import { ReportLink } from '../src/sharing/report-link.entity';
import { createFamily, databaseDigest, type Family } from './fixtures';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

/** Per table: all rows, and the rows that belong to `userId` (through a user column or one of its own children). */
async function rowCounts(testApp: TestApp, userId: number): Promise<Record<string, { all: number; theirs: number }>> {
  const connection = testApp.orm.em.fork().getConnection();
  const owned = await connection.execute<{ id: number }[]>('select id from children where parent_id = ?', [userId]);
  const childIds = owned.map((row: { id: number }) => Number(row.id));
  const counts: Record<string, { all: number; theirs: number }> = {};
  for (const meta of Object.values(testApp.orm.getMetadata().getAll())) {
    if (meta.embeddable || meta.virtual || !meta.tableName) continue;
    const conditions: string[] = [];
    const params: number[] = [];
    for (const property of meta.relations) {
      if (property.kind !== ReferenceKind.MANY_TO_ONE && !(property.kind === ReferenceKind.ONE_TO_ONE && property.owner)) continue;
      // Accepting someone else's invitation leaves it theirs: the column is cleared, the row stays.
      if (meta.className === 'ChildInvitation' && property.name === 'acceptedBy') continue;
      if (property.type === 'User') {
        conditions.push(`${property.fieldNames[0]} = ?`);
        params.push(userId);
      }
      if (property.type === 'Child' && childIds.length > 0) {
        conditions.push(`${property.fieldNames[0]} in (${childIds.map(() => '?').join(', ')})`);
        params.push(...childIds);
      }
    }
    const ownColumn = ({ users: 'id', children: 'parent_id', sessions: 'user_id' } as Record<string, string>)[meta.tableName];
    if (ownColumn) {
      conditions.push(`${ownColumn} = ?`);
      params.push(userId);
    }
    const [all] = await connection.execute<{ count: number | string }[]>(`select count(*) as count from "${meta.tableName}"`);
    const where = conditions.length > 0 ? conditions.join(' or ') : '1 = 0';
    const [theirs] = await connection.execute<{ count: number | string }[]>(
      `select count(*) as count from "${meta.tableName}" where ${where}`,
      params,
    );
    counts[meta.tableName] = { all: Number(all.count), theirs: Number(theirs.count) };
  }
  return counts;
}

/**
 * A report link made on the child by a caregiver. Report links are the owner's now (a caregiver's
 * create is 403), but links caregivers made earlier stay in the database until they expire.
 */
async function caregiverReportLink(testApp: TestApp, childId: number, caregiverId: number) {
  const em = testApp.orm.em.fork();
  em.create(ReportLink, {
    child: childId,
    createdBy: caregiverId,
    tokenHash: randomBytes(32).toString('hex'),
    expiresAt: new Date(Date.now() + 2 * 86_400_000),
  });
  await em.flush();
}

/** Two families sharing with each other: each parent is the other's caregiver, and each has a report link on the other's child. */
async function sharingFamilies(testApp: TestApp) {
  const ann = await createFamily(testApp);
  const ben = await createFamily(testApp);
  await ben.parent.agent.post(`/api/invitations/${ann.invitationToken}/accept`).expect(200);
  await ann.parent.agent.post(`/api/invitations/${ben.invitationToken}/accept`).expect(200);
  await ann.parent.agent.post(`/api/child-profiles/${ben.childId}/report-links`).send({ expiresInDays: 2 }).expect(403);
  await caregiverReportLink(testApp, ben.childId, ann.parent.user.id);
  await caregiverReportLink(testApp, ann.childId, ben.parent.user.id);
  await ann.parent.agent.put(`/api/child-profiles/${ann.childId}/assessment-draft`).send({ checklistKey: ann.checklistKey, answers: {} });
  return { ann, ben };
}

const exportOf = async (family: Family) => {
  const response = await family.parent.agent.get(`/api/users/${family.parent.user.id}/export`).expect(200);
  return { ...response.body, exportedAt: undefined };
};

describe.each(TEST_DIALECTS)('account export and deletion (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('exports everything the account holds as a dated JSON download, with no password or token hashes', async () => {
    const { ann, ben } = await sharingFamilies(testApp);
    const response = await ann.parent.agent.get(`/api/users/${ann.parent.user.id}/export`).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="flourishly-export-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    const data = response.body;
    expect(data).toMatchObject({ format: ACCOUNT_EXPORT_FORMAT, profile: { id: ann.parent.user.id, email: ann.parent.credentials.email } });
    expect(data.children).toHaveLength(1);
    const [child] = data.children;
    expect(child.profile).toMatchObject({ id: ann.childId, name: 'Maya' });
    expect(child.gameSessions.map((row: { id: number }) => row.id)).toEqual([ann.gameSessionId]);
    expect(child.activityAssignments.map((row: { id: number }) => row.id)).toContain(ann.assignmentId);
    expect(child.devices).toEqual([expect.objectContaining({ id: ann.deviceId, deviceName: 'Watch' })]);
    expect(child.assessments).toEqual([expect.objectContaining({ status: 'draft', checklistKey: ann.checklistKey })]);
    expect(child.members).toEqual([expect.objectContaining({ userId: ben.parent.user.id, role: 'caregiver' })]);
    expect(child.reportLinks).toHaveLength(2);
    expect(child.growthMeasurements).toEqual([expect.objectContaining({ id: ann.measurementId, weightKg: 22 })]);
    expect(data.calendarFeed).toEqual([{ id: expect.any(Number), user: ann.parent.user.id, createdAt: expect.any(String) }]);
    expect(child.immunisationSchedules).toEqual([expect.objectContaining({ schedule: 'IAP' })]);
    expect(child.immunisationRecords).toEqual([
      expect.objectContaining({ id: ann.immunisationRecordId, vaccine: 'BCG', dose: 1, givenOn: '2019-05-02' }),
    ]);
    expect(data.memberships).toEqual([
      expect.objectContaining({ childId: ben.childId, childName: 'Maya', ownerName: ben.parent.user.fullName, role: 'caregiver' }),
    ]);
    expect(data.invitationsCreated).toEqual([expect.objectContaining({ id: ann.invitationId })]);
    expect(data.reportLinksCreated).toHaveLength(2);
    const text = response.text;
    for (const secret of ['passwordHash', 'tokenHash', '$argon2', ann.deviceToken, ann.reportLinkToken, ann.invitationToken]) {
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
    }
  });

  it("is 403 for another user's export and 401 signed out", async () => {
    const ann = await registerParent(testApp);
    const ben = await registerParent(testApp);
    await ben.agent.get(`/api/users/${ann.user.id}/export`).expect(403);
    await testApp.agent().get(`/api/users/${ann.user.id}/export`).expect(401);
  });

  it('deletes the account, its children with all their data, its shares, links and sessions in one go; others keep theirs', async () => {
    const { ann, ben } = await sharingFamilies(testApp);
    const bystander = await createFamily(testApp);
    const secondBrowser = await testApp.agent().post('/api/login').send(ann.parent.credentials).expect(200);
    expect(secondBrowser.status).toBe(200);
    const bystanderBefore = await exportOf(bystander);
    const before = await rowCounts(testApp, ann.parent.user.id);
    for (const table of [
      'users',
      'children',
      'child_members',
      'child_invitations',
      'report_links',
      'devices',
      'game_sessions',
      'immunisation_records',
      'immunisation_schedule_choices',
      'growth_measurements',
      'calendar_feeds',
      'sessions',
    ]) {
      expect([table, before[table].theirs > 0]).toEqual([table, true]);
    }

    const response = await ann.parent.agent.delete(`/api/users/${ann.parent.user.id}`).send({ password: ann.parent.credentials.password });
    expect(response.status).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/flourishly\.sid=;/);

    const after = await rowCounts(testApp, ann.parent.user.id);
    for (const [table, count] of Object.entries(before)) {
      // Nothing of the account is left, and no other row went with it.
      expect([table, after[table]]).toEqual([table, { all: count.all - count.theirs, theirs: 0 }]);
    }
    const [accepted] = await testApp.orm.em
      .fork()
      .getConnection()
      .execute<{ count: number | string }[]>('select count(*) as count from child_invitations where accepted_by_id = ?', [
        ann.parent.user.id,
      ]);
    expect(Number(accepted.count)).toBe(0);

    await ann.parent.agent.get('/api/user').expect(401);
    await testApp.agent().post('/api/login').send(ann.parent.credentials).expect(401);
    // The caregiver lost the deleted child; their own child and its records stay.
    await ben.parent.agent.get(`/api/child-profiles/${ann.childId}`).expect(404);
    const benChildren = await ben.parent.agent.get(`/api/users/${ben.parent.user.id}/child-profiles`).expect(200);
    expect(benChildren.body.map((child: { id: number }) => child.id)).toEqual([ben.childId]);
    const benMembers = await ben.parent.agent.get(`/api/child-profiles/${ben.childId}/members`).expect(200);
    expect(benMembers.body.map((member: { userId: number }) => member.userId)).not.toContain(ann.parent.user.id);
    const benLinks = await ben.parent.agent.get(`/api/child-profiles/${ben.childId}/report-links`).expect(200);
    expect(benLinks.body).toHaveLength(1);
    expect(await exportOf(bystander)).toEqual(bystanderBefore);
  });

  it('keeps everything on a wrong password (422), for another user (403) and signed out (401)', async () => {
    const ann = await createFamily(testApp);
    const ben = await registerParent(testApp);
    const before = await databaseDigest(testApp);
    const wrong = await ann.parent.agent.delete(`/api/users/${ann.parent.user.id}`).send({ password: 'not-the-password' }).expect(422);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.wrongPassword);
    await ann.parent.agent.delete(`/api/users/${ann.parent.user.id}`).send({}).expect(400);
    await ben.agent.delete(`/api/users/${ann.parent.user.id}`).send({ password: ann.parent.credentials.password }).expect(403);
    await testApp.agent().delete(`/api/users/${ann.parent.user.id}`).send({ password: ann.parent.credentials.password }).expect(401);
    expect(await databaseDigest(testApp)).toBe(before);
    await ann.parent.agent.get('/api/user').expect(200);
  });
});

describe('account deletion rate limit', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { ACCOUNT_RATE_LIMIT: '3' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers 429 with Retry-After after ACCOUNT_RATE_LIMIT attempts, also with the right password', async () => {
    const { agent, user, credentials } = await registerParent(testApp);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await agent.delete(`/api/users/${user.id}`).send({ password: 'not-the-password' }).expect(422);
    }
    const limited = await agent.delete(`/api/users/${user.id}`).send({ password: credentials.password }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await agent.get('/api/user').expect(200);
  });
});
