import { createHash } from 'node:crypto';
import type { AssessmentForm } from '@flourishly/contracts';
import { unsubscribeToken } from '../src/reminders/unsubscribe-token';
import { registerParent, TEST_SESSION_SECRET, type TestApp } from './test-app';

export type Parent = Awaited<ReturnType<typeof registerParent>>;

/** The checklist form of a child of 2 months or more (developmental age), whose checklist is open. */
export type OpenChecklistForm = AssessmentForm & { checklist: NonNullable<AssessmentForm['checklist']> };

/** One parent's data: a child with a game session, a planned activity and a connected device. */
export interface Family {
  parent: Parent;
  childId: number;
  gameId: number;
  gameSessionId: number;
  assignmentId: number;
  deviceId: number;
  deviceToken: string;
  /** The key of the milestone checklist for the child's age. */
  checklistKey: string;
  /** A pending caregiver invitation to the child. */
  invitationId: number;
  invitationToken: string;
  /** An active report link of the child. */
  reportLinkId: number;
  reportLinkToken: string;
  /** A growth measurement of the child. */
  measurementId: number;
  /** A dose recorded as given (BCG at birth), under the schedule chosen explicitly (IAP). */
  immunisationRecordId: number;
  /** The token of the parent's calendar feed link. */
  calendarFeedToken: string;
}

/** A new parent with one child, Robin, born on `dateOfBirth` ('yyyy-MM-dd') at `weeks` weeks of gestation (null: term). */
export async function parentWithChild(testApp: TestApp, dateOfBirth: string, weeks: number | null = null) {
  const parent = await registerParent(testApp);
  const response = await parent.agent
    .post('/api/child-profiles')
    .send({ name: 'Robin', dateOfBirth, gender: 'other', primaryDevelopmentalConcern: 'none', gestationalAgeAtBirthWeeks: weeks })
    .expect(201);
  return { ...parent, childId: response.body.id as number };
}

/** Registers a parent and creates, through the API, one of every kind of record a route can name. */
export async function createFamily(testApp: TestApp): Promise<Family> {
  const parent = await registerParent(testApp);
  const child = await parent.agent
    .post('/api/child-profiles')
    .send({ name: 'Maya', dateOfBirth: '2019-05-01', gender: 'female', primaryDevelopmentalConcern: 'none' })
    .expect(201);
  const childId = child.body.id as number;
  const games = (await parent.agent.get('/api/games').expect(200)).body as { id: number }[];
  const session = await parent.agent
    .post('/api/game-sessions')
    .send({ childId, gameId: games[0].id, difficultyLevel: 1, startedAt: new Date().toISOString(), duration: 0, score: 0 })
    .expect(201);
  const today = new Date().toISOString().slice(0, 10);
  const assignment = await parent.agent
    .post(`/api/child-profiles/${childId}/activity-assignments`)
    .send({ date: today, time: '09:00', custom: { title: 'Park', domainType: 'physical', duration: 20 } })
    .expect(201);
  const device = await parent.agent
    .post(`/api/child-profiles/${childId}/iot-devices`)
    .send({ deviceName: 'Watch', kind: 'smartwatch' })
    .expect(201);
  const form = await parent.agent.get(`/api/child-profiles/${childId}/milestone-checklist`).expect(200);
  const invitation = await parent.agent.post(`/api/child-profiles/${childId}/invitations`).send({ role: 'caregiver' }).expect(201);
  const reportLink = await parent.agent.post(`/api/child-profiles/${childId}/report-links`).send({ expiresInDays: 7 }).expect(201);
  const measurement = await parent.agent
    .post(`/api/child-profiles/${childId}/measurements`)
    .send({ measuredOn: today, weightKg: 22, heightCm: 118 })
    .expect(201);
  await parent.agent.put(`/api/child-profiles/${childId}/immunization-schedule`).send({ schedule: 'IAP' }).expect(200);
  const immunisation = await parent.agent
    .post(`/api/child-profiles/${childId}/immunizations`)
    .send({ vaccine: 'BCG', dose: 1, givenOn: '2019-05-02' })
    .expect(201);
  const feed = await parent.agent.post(`/api/users/${parent.user.id}/calendar-feed`).expect(201);
  return {
    measurementId: measurement.body.id,
    calendarFeedToken: /\/calendar\/([^/]+)\.ics$/.exec(feed.body.url as string)?.[1] ?? '',
    parent,
    invitationId: invitation.body.id,
    invitationToken: invitation.body.token,
    reportLinkId: reportLink.body.id,
    reportLinkToken: reportLink.body.token,
    immunisationRecordId: immunisation.body.id,
    checklistKey: form.body.checklist.key,
    childId,
    gameId: games[0].id,
    gameSessionId: session.body.id,
    assignmentId: assignment.body.id,
    deviceId: device.body.device.id,
    deviceToken: device.body.ingestionToken,
  };
}

/** Tables of seeded content, which no API call writes: digested by row count only (speed). */
const CONTENT_TABLES = new Set(['activities', 'games', 'milestone_checklists', 'milestone_items', 'parent_tips']);

/**
 * A digest of every row of every table (the sessions table and seeded content by row count
 * only: a request's session renewal rewrites its expiry), to show that a refused request
 * changed nothing.
 */
export async function databaseDigest(testApp: TestApp): Promise<string> {
  const em = testApp.orm.em.fork();
  const connection = em.getConnection();
  const hash = createHash('sha256');
  const metadata = [...Object.values(testApp.orm.getMetadata().getAll())].filter(
    (meta) => !meta.embeddable && !meta.virtual && meta.tableName,
  );
  metadata.sort((a, b) => a.tableName.localeCompare(b.tableName));
  for (const meta of metadata) {
    const table = meta.tableName;
    if (table === 'sessions' || CONTENT_TABLES.has(table)) {
      const [row] = await connection.execute<{ count: number | string }[]>(`select count(*) as count from "${table}"`);
      hash.update(`${table}:${Number(row.count)}\n`);
      continue;
    }
    const rows = await connection.execute<Record<string, unknown>[]>(`select * from "${table}"`);
    const lines = rows.map((row: Record<string, unknown>) => JSON.stringify(row)).sort();
    hash.update(`${table}:${lines.length}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}

/**
 * The value naming one of the family's records for each kind of path parameter, keyed by the
 * collection before it and its name ("games/{id}"): what the tables that call every endpoint of
 * the registry fill paths with. A new kind of path parameter needs its line here.
 */
const PATH_PARAMETERS: Record<string, (family: Family) => number | string> = {
  'users/{userId}': (family) => family.parent.user.id,
  'child-profiles/{childId}': (family) => family.childId,
  'activity-assignments/{id}': (family) => family.assignmentId,
  'measurements/{measurementId}': (family) => family.measurementId,
  'games/{id}': (family) => family.gameId,
  'game-sessions/{id}': (family) => family.gameSessionId,
  'game-images/{file}': () => 'counting-garden.svg',
  'avatars/{file}': () => 'fox.svg',
  'devices/{id}': (family) => family.deviceId,
  'invitations/{invitationId}': (family) => family.invitationId,
  'members/{userId}': (family) => family.parent.user.id,
  'invitation-previews/{token}': (family) => family.invitationToken,
  'invitations/{token}': (family) => family.invitationToken,
  'report-links/{linkId}': (family) => family.reportLinkId,
  'shared-reports/{token}': (family) => family.reportLinkToken,
  // The link of the parent's weekly plan digest emails, signed with the test apps' SESSION_SECRET.
  'calendar/{token}': (family) => family.calendarFeedToken,
  'unsubscribe/{token}': (family) => unsubscribeToken(TEST_SESSION_SECRET, { userId: family.parent.user.id, kind: 'weeklyPlan' }),
  'immunizations/{recordId}': (family) => family.immunisationRecordId,
};

/** The path parameters of an OpenAPI-style `path` naming the family's records, by name. Throws on a kind without a fixture. */
export function pathParams(path: string, family: Family): Record<string, number | string> {
  return Object.fromEntries(
    [...path.matchAll(/([^/]+)\/\{(\w+)\}/g)].map(([, collection, name]) => {
      const fixture = PATH_PARAMETERS[`${collection}/{${name}}`];
      if (!fixture) throw new Error(`No fixture for the path parameter ${collection}/{${name}} of ${path}: add one to PATH_PARAMETERS`);
      return [name, fixture(family)];
    }),
  );
}

/** `path` with its '{name}' parameters filled from `params` (URI-encoded; a missing one as 1). */
export function fillPath(path: string, params: Record<string, number | string>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '1')));
}
