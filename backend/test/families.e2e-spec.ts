import { createHash } from 'node:crypto';
import { ACCESS_MESSAGES, INVITATION_PREVIEW_RATE_LIMIT, todayIsoDate, type ChildListItem } from '@flourishly/contracts';
import { ChildMember } from '../src/children/child-member.entity';
import { ChildInvitation } from '../src/families/child-invitation.entity';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

type Person = Awaited<ReturnType<typeof registerParent>>;

const childPayload = { name: 'Maya', dateOfBirth: '2021-05-02', gender: 'female', primaryDevelopmentalConcern: 'language' };
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe.each(TEST_DIALECTS)('sharing a child: invitations, members and roles (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function ownerWithChild() {
    const owner = await registerParent(testApp, { fullName: 'Olivia Owner' });
    const child = (await owner.agent.post('/api/child-profiles').send(childPayload).expect(201)).body as { id: number };
    return { owner, childId: child.id };
  }

  async function invite(owner: Person, childId: number, role: 'caregiver' | 'viewer') {
    return (await owner.agent.post(`/api/child-profiles/${childId}/invitations`).send({ role }).expect(201)).body as {
      id: number;
      token: string;
      url: string;
      role: string;
      expiresAt: string;
    };
  }

  /** A new user who accepted a `role` invitation to the owner's child. */
  async function member(owner: Person, childId: number, role: 'caregiver' | 'viewer', fullName = `A ${role}`) {
    const person = await registerParent(testApp, { fullName });
    const { token } = await invite(owner, childId, role);
    await person.agent.post(`/api/invitations/${token}/accept`).expect(200);
    return person;
  }

  describe('invitations', () => {
    it('creates a single-use 7-day link whose token is random and stored only as its SHA-256 hash', async () => {
      const { owner, childId } = await ownerWithChild();
      const before = Date.now();
      const created = await invite(owner, childId, 'caregiver');
      expect(created).toEqual({
        id: expect.any(Number),
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        url: expect.stringMatching(new RegExp(`/invite/${created.token}$`)),
        role: 'caregiver',
        expiresAt: expect.any(String),
      });
      const validFor = new Date(created.expiresAt).getTime() - before;
      expect(validFor).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
      expect(validFor).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);
      const stored = await testApp.orm.em.fork().findOneOrFail(ChildInvitation, created.id);
      expect(stored.tokenHash).toBe(sha256(created.token));
      expect(JSON.stringify(stored)).not.toContain(created.token);
      // 32 random bytes: two invitations never share a token.
      expect((await invite(owner, childId, 'caregiver')).token).not.toBe(created.token);
    });

    it('shows who invites whom, then accepts once: 200, then 410 for anyone else', async () => {
      const { owner, childId } = await ownerWithChild();
      const { token } = await invite(owner, childId, 'viewer');
      const grandma = await registerParent(testApp, { fullName: 'Grandma Rose' });
      const preview = await grandma.agent.get(`/api/invitations/${token}`).expect(200);
      expect(preview.body).toEqual({ childName: 'Maya', role: 'viewer', invitedBy: 'Olivia Owner', expiresAt: expect.any(String) });
      expect((await grandma.agent.post(`/api/invitations/${token}/accept`).expect(200)).body).toEqual({ childId, role: 'viewer' });
      const other = await registerParent(testApp);
      expect((await other.agent.post(`/api/invitations/${token}/accept`).expect(410)).body.message).toBe(ACCESS_MESSAGES.invitationUsed);
      await other.agent.get(`/api/invitations/${token}`).expect(410);
      await other.agent.get(`/api/child-profiles/${childId}`).expect(404);
    });

    it('answers 404 for an unknown or malformed token, 401 signed out', async () => {
      const person = await registerParent(testApp);
      await person.agent.get(`/api/invitations/${'A'.repeat(43)}`).expect(404);
      await person.agent.get('/api/invitations/not-a-token').expect(404);
      await person.agent.post(`/api/invitations/${'%27%3B--'}/accept`).expect(404);
      const { owner, childId } = await ownerWithChild();
      const { token } = await invite(owner, childId, 'viewer');
      await testApp.agent().get(`/api/invitations/${token}`).expect(401);
      await testApp.agent().post(`/api/invitations/${token}/accept`).expect(401);
    });

    it('previews a link without signing in by first names only; 404 for unknown, expired, used or cancelled', async () => {
      const owner = await registerParent(testApp, { fullName: 'Maya Rao Patel' });
      const child = (
        await owner.agent
          .post('/api/child-profiles')
          .send({ ...childPayload, name: 'Ada Lovelace' })
          .expect(201)
      ).body as {
        id: number;
      };
      const { token, id } = await invite(owner, child.id, 'viewer');
      const stranger = testApp.agent();
      const preview = await stranger.get(`/api/invitation-previews/${token}`).expect(200);
      expect(preview.body).toEqual({ invitedBy: 'Maya', childName: 'Ada' });
      expect(preview.headers['cache-control']).toBe('no-store');
      await stranger.get(`/api/invitation-previews/${'A'.repeat(43)}`).expect(404);
      await stranger.get('/api/invitation-previews/not-a-token').expect(404);
      const expired = await invite(owner, child.id, 'viewer');
      await testApp.orm.em.fork().nativeUpdate(ChildInvitation, { id: expired.id }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await stranger.get(`/api/invitation-previews/${expired.token}`).expect(404)).body.message).toBe(
        ACCESS_MESSAGES.invitationNotFound,
      );
      await owner.agent.delete(`/api/child-profiles/${child.id}/invitations/${id}`).expect(204);
      await stranger.get(`/api/invitation-previews/${token}`).expect(404);
      const used = await invite(owner, child.id, 'caregiver');
      await (await registerParent(testApp)).agent.post(`/api/invitations/${used.token}/accept`).expect(200);
      await stranger.get(`/api/invitation-previews/${used.token}`).expect(404);
    });

    it('limits previews to INVITATION_PREVIEW_RATE_LIMIT a minute from one client (429)', async () => {
      // Other tests of this app preview from the same address too: count what gets through.
      const stranger = testApp.agent();
      const statuses: number[] = [];
      for (let call = 0; call <= INVITATION_PREVIEW_RATE_LIMIT; call += 1) {
        statuses.push((await stranger.get(`/api/invitation-previews/${'B'.repeat(43)}`)).status);
      }
      expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(INVITATION_PREVIEW_RATE_LIMIT);
      expect(statuses.at(-1)).toBe(429);
      expect(new Set(statuses)).toEqual(new Set([404, 429]));
    });

    it('answers 410 for an expired or cancelled invitation, and cancelling needs the owner', async () => {
      const { owner, childId } = await ownerWithChild();
      const person = await registerParent(testApp);
      const expired = await invite(owner, childId, 'caregiver');
      await testApp.orm.em.fork().nativeUpdate(ChildInvitation, { id: expired.id }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await person.agent.post(`/api/invitations/${expired.token}/accept`).expect(410)).body.message).toBe(
        ACCESS_MESSAGES.invitationExpired,
      );
      const cancelled = await invite(owner, childId, 'caregiver');
      const caregiver = await member(owner, childId, 'caregiver');
      await caregiver.agent.delete(`/api/child-profiles/${childId}/invitations/${cancelled.id}`).expect(403);
      await person.agent.delete(`/api/child-profiles/${childId}/invitations/${cancelled.id}`).expect(404);
      await owner.agent.delete(`/api/child-profiles/${childId}/invitations/${cancelled.id}`).expect(204);
      expect((await person.agent.get(`/api/invitations/${cancelled.token}`).expect(410)).body.message).toBe(
        ACCESS_MESSAGES.invitationCancelled,
      );
      await person.agent.post(`/api/invitations/${cancelled.token}/accept`).expect(410);
      await person.agent.get(`/api/child-profiles/${childId}`).expect(404);
      // Another child's invitation cannot be cancelled through this child.
      const other = await ownerWithChild();
      const foreign = await invite(other.owner, other.childId, 'viewer');
      await owner.agent.delete(`/api/child-profiles/${childId}/invitations/${foreign.id}`).expect(404);
      await person.agent.get(`/api/invitations/${foreign.token}`).expect(200);
    });

    it('answers 409 to someone who already has access, and the link stays usable', async () => {
      const { owner, childId } = await ownerWithChild();
      const { token } = await invite(owner, childId, 'caregiver');
      expect((await owner.agent.post(`/api/invitations/${token}/accept`).expect(409)).body.message).toBe(ACCESS_MESSAGES.alreadyHasAccess);
      const viewer = await member(owner, childId, 'viewer');
      await viewer.agent.post(`/api/invitations/${token}/accept`).expect(409);
      const newcomer = await registerParent(testApp);
      await newcomer.agent.post(`/api/invitations/${token}/accept`).expect(200);
    });

    it('lists pending invitations to the owner only', async () => {
      const { owner, childId } = await ownerWithChild();
      const first = await invite(owner, childId, 'caregiver');
      const accepted = await invite(owner, childId, 'viewer');
      await (await registerParent(testApp)).agent.post(`/api/invitations/${accepted.token}/accept`).expect(200);
      const list = await owner.agent.get(`/api/child-profiles/${childId}/invitations`).expect(200);
      expect(list.body).toEqual([
        { id: first.id, role: 'caregiver', invitedBy: 'Olivia Owner', createdAt: expect.any(String), expiresAt: first.expiresAt },
      ]);
      const caregiver = await member(owner, childId, 'caregiver');
      await caregiver.agent.get(`/api/child-profiles/${childId}/invitations`).expect(403);
    });

    it('rejects a bad body with 400 and stores nothing; only the owner invites', async () => {
      const { owner, childId } = await ownerWithChild();
      for (const body of [{}, { role: 'owner' }, { role: 'admin' }, { role: 'viewer', extra: 1 }, { role: ['viewer'] }]) {
        await owner.agent.post(`/api/child-profiles/${childId}/invitations`).send(body).expect(400);
      }
      await owner.agent.post('/api/child-profiles/abc/invitations').send({ role: 'viewer' }).expect(400);
      expect(await testApp.orm.em.fork().count(ChildInvitation, { child: childId })).toBe(0);
      const caregiver = await member(owner, childId, 'caregiver');
      const viewer = await member(owner, childId, 'viewer');
      const stranger = await registerParent(testApp);
      expect(
        (await caregiver.agent.post(`/api/child-profiles/${childId}/invitations`).send({ role: 'viewer' }).expect(403)).body.message,
      ).toBe(ACCESS_MESSAGES.ownerOnly);
      expect(
        (await viewer.agent.post(`/api/child-profiles/${childId}/invitations`).send({ role: 'viewer' }).expect(403)).body.message,
      ).toBe(ACCESS_MESSAGES.viewerReadOnly);
      await stranger.agent.post(`/api/child-profiles/${childId}/invitations`).send({ role: 'viewer' }).expect(404);
      await testApp.agent().post(`/api/child-profiles/${childId}/invitations`).send({ role: 'viewer' }).expect(401);
      expect(await testApp.orm.em.fork().count(ChildInvitation, { child: childId })).toBe(2);
    });
  });

  describe('members', () => {
    it('lists the owner and members to the owner and caregivers; a viewer gets 403', async () => {
      const { owner, childId } = await ownerWithChild();
      const caregiver = await member(owner, childId, 'caregiver', 'Carl Caregiver');
      const viewer = await member(owner, childId, 'viewer', 'Vera Viewer');
      const expected = [
        { userId: owner.user.id, fullName: 'Olivia Owner', role: 'owner' },
        { userId: caregiver.user.id, fullName: 'Carl Caregiver', role: 'caregiver' },
        { userId: viewer.user.id, fullName: 'Vera Viewer', role: 'viewer' },
      ];
      expect((await owner.agent.get(`/api/child-profiles/${childId}/members`).expect(200)).body).toEqual(expected);
      expect((await caregiver.agent.get(`/api/child-profiles/${childId}/members`).expect(200)).body).toEqual(expected);
      await viewer.agent.get(`/api/child-profiles/${childId}/members`).expect(403);
    });

    it('changes roles (owner only) and removes members; a member may leave', async () => {
      const { owner, childId } = await ownerWithChild();
      const caregiver = await member(owner, childId, 'caregiver');
      const viewer = await member(owner, childId, 'viewer');
      const path = (userId: number) => `/api/child-profiles/${childId}/members/${userId}`;
      await caregiver.agent.patch(path(viewer.user.id)).send({ role: 'caregiver' }).expect(403);
      await owner.agent.patch(path(viewer.user.id)).send({ role: 'owner' }).expect(400);
      await owner.agent.patch(path(owner.user.id)).send({ role: 'viewer' }).expect(400);
      await owner.agent.patch(path(999999)).send({ role: 'viewer' }).expect(404);
      expect((await owner.agent.patch(path(caregiver.user.id)).send({ role: 'viewer' }).expect(200)).body).toEqual({
        userId: caregiver.user.id,
        fullName: caregiver.user.fullName,
        role: 'viewer',
      });
      // Now a viewer: read-only at once.
      await caregiver.agent.patch(`/api/child-profiles/${childId}`).send({ name: 'Mia' }).expect(403);
      await viewer.agent.delete(path(caregiver.user.id)).expect(403);
      await viewer.agent.delete(path(viewer.user.id)).expect(204);
      await viewer.agent.get(`/api/child-profiles/${childId}`).expect(404);
      await owner.agent.delete(path(caregiver.user.id)).expect(204);
      await caregiver.agent.get(`/api/child-profiles/${childId}`).expect(404);
      await owner.agent.delete(path(caregiver.user.id)).expect(404);
      await owner.agent.delete(path(owner.user.id)).expect(400);
      expect(await testApp.orm.em.fork().count(ChildMember, { child: childId })).toBe(0);
    });

    it('lists shared children with the role and the owner’s name, and deleting the child ends every share', async () => {
      const { owner, childId } = await ownerWithChild();
      const caregiver = await member(owner, childId, 'caregiver');
      const own = (
        await caregiver.agent
          .post('/api/child-profiles')
          .send({ ...childPayload, name: 'Sam' })
          .expect(201)
      ).body;
      const list = (await caregiver.agent.get(`/api/users/${caregiver.user.id}/child-profiles`).expect(200)).body as ChildListItem[];
      expect(list.map(({ id, name, role, sharedBy }) => ({ id, name, role, sharedBy }))).toEqual([
        { id: own.id, name: 'Sam', role: 'owner', sharedBy: null },
        { id: childId, name: 'Maya', role: 'caregiver', sharedBy: 'Olivia Owner' },
      ]);
      await caregiver.agent.delete(`/api/child-profiles/${childId}`).expect(403);
      await owner.agent.delete(`/api/child-profiles/${childId}`).expect(204);
      expect(await testApp.orm.em.fork().count(ChildMember, { child: childId })).toBe(0);
      const after = (await caregiver.agent.get(`/api/users/${caregiver.user.id}/child-profiles`).expect(200)).body as ChildListItem[];
      expect(after.map((child) => child.id)).toEqual([own.id]);
    });
  });

  describe('roles on the child’s routes', () => {
    it('lets a caregiver run the child’s days but not a viewer (403 with a clear message)', async () => {
      const { owner, childId } = await ownerWithChild();
      const caregiver = await member(owner, childId, 'caregiver');
      const viewer = await member(owner, childId, 'viewer');
      const stranger = await registerParent(testApp);
      const today = todayIsoDate();
      const assignments = `/api/child-profiles/${childId}/activity-assignments`;

      // Reads: everyone with access.
      for (const person of [owner, caregiver, viewer]) {
        await person.agent.get(`/api/child-profiles/${childId}`).expect(200);
        await person.agent.get(assignments).query({ date: today }).expect(200);
        await person.agent.get(`/api/child-profiles/${childId}/iot-devices`).expect(200);
        await person.agent.get(`/api/child-profiles/${childId}/achievements`).expect(200);
      }
      await stranger.agent.get(`/api/child-profiles/${childId}`).expect(404);
      await stranger.agent.get(assignments).query({ date: today }).expect(404);

      // Changes: owner and caregiver; a viewer is told why not.
      const planned = (await caregiver.agent.get(assignments).query({ date: today }).expect(200)).body as { id: number }[];
      expect(planned.length).toBeGreaterThan(0);
      const denied = await viewer.agent.patch(`${assignments}/${planned[0].id}`).send({ status: 'completed' }).expect(403);
      expect(denied.body.message).toBe(ACCESS_MESSAGES.viewerReadOnly);
      await caregiver.agent.patch(`${assignments}/${planned[0].id}`).send({ status: 'completed' }).expect(200);
      const seen = (await owner.agent.get(assignments).query({ date: today }).expect(200)).body as { id: number; status: string }[];
      expect(seen.find((assignment) => assignment.id === planned[0].id)?.status).toBe('completed');
      await viewer.agent.patch(`/api/child-profiles/${childId}`).send({ name: 'Mia' }).expect(403);
      await caregiver.agent.patch(`/api/child-profiles/${childId}`).send({ name: 'Mia' }).expect(200);

      // Devices: connect and disconnect need a caregiver; the device route finds the child itself.
      await viewer.agent.post(`/api/child-profiles/${childId}/iot-devices`).send({ deviceName: 'Band', kind: 'fitness-band' }).expect(403);
      const connected = await caregiver.agent
        .post(`/api/child-profiles/${childId}/iot-devices`)
        .send({ deviceName: 'Band', kind: 'fitness-band' })
        .expect(201);
      const deviceId = connected.body.device.id as number;
      await stranger.agent.delete(`/api/devices/${deviceId}`).expect(404);
      await viewer.agent.delete(`/api/devices/${deviceId}`).expect(403);
      await caregiver.agent.delete(`/api/devices/${deviceId}`).expect(204);

      // Game sessions name the child in the body or through the session.
      const games = (await owner.agent.get('/api/games').expect(200)).body as { id: number }[];
      const session = { childId, gameId: games[0].id, difficultyLevel: 1, startedAt: new Date().toISOString(), duration: 0, score: 0 };
      await viewer.agent.post('/api/game-sessions').send(session).expect(403);
      await stranger.agent.post('/api/game-sessions').send(session).expect(404);
      const sessionId = (await caregiver.agent.post('/api/game-sessions').send(session).expect(201)).body.id as number;
      const result = { score: 80, correctAnswers: 8, totalQuestions: 8, feedback: '' };
      await stranger.agent.patch(`/api/game-sessions/${sessionId}/complete`).send(result).expect(404);
      await viewer.agent.patch(`/api/game-sessions/${sessionId}/complete`).send(result).expect(403);
      await caregiver.agent.patch(`/api/game-sessions/${sessionId}/complete`).send(result).expect(200);
    });
  });
});
