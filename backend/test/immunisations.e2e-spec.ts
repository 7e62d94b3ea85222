import { addDays, addMonths, addWeeks, format, subDays, subMonths } from 'date-fns';
import { IMMUNISATION_MESSAGES, IMMUNISATION_SCHEDULES, latestIsoDateOnEarth, type Immunisations } from '@flourishly/contracts';
import { databaseDigest, parentWithChild as newParentWithChild } from './fixtures';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');

describe.each(TEST_DIALECTS)('immunisations (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** A parent's child born on `born`, at `weeks` weeks of gestation (null: term), with the child's immunisations URL. */
  async function parentWithChild(born: Date, weeks: number | null = null) {
    const family = await newParentWithChild(testApp, isoDate(born), weeks);
    return { ...family, url: `/api/child-profiles/${family.childId}/immunizations` };
  }
  type Family = Awaited<ReturnType<typeof parentWithChild>>;

  const immunisationsOf = async (family: Family) => (await family.agent.get(family.url).expect(200)).body as Immunisations;
  const doseOf = (answer: Immunisations, vaccine: string, dose: number) =>
    answer.doses.find((entry) => entry.vaccine === vaccine && entry.dose === dose);

  it('lists the IAP schedule by default, with dates from the birth date and a status for each dose', async () => {
    const born = subMonths(new Date(), 3);
    const family = await parentWithChild(born);
    const answer = await immunisationsOf(family);
    expect(answer.schedule).toBe('IAP');
    expect(answer.doses).toHaveLength(IMMUNISATION_SCHEDULES.IAP.doses.length);
    // Birth doses: one age, due for 4 weeks, so overdue at 3 months.
    expect(doseOf(answer, 'BCG', 1)).toEqual({
      vaccine: 'BCG',
      dose: 1,
      dueFrom: isoDate(born),
      dueBy: null,
      status: 'overdue',
      givenOn: null,
      recordId: null,
    });
    // 14 weeks: in 1-2 weeks; due within its 4 weeks.
    const fourteenWeeks = addWeeks(born, 14);
    expect(doseOf(answer, 'DTP', 3)).toMatchObject({
      dueFrom: isoDate(fourteenWeeks),
      status: fourteenWeeks > new Date() ? 'upcoming' : 'due',
    });
    expect(doseOf(answer, 'MMR', 1)).toMatchObject({ dueFrom: isoDate(addMonths(born, 9)), dueBy: null, status: 'upcoming' });
    expect(doseOf(answer, 'TCV', 1)).toMatchObject({ dueFrom: isoDate(addMonths(born, 6)), dueBy: isoDate(addMonths(born, 9)) });
    const dates = answer.doses.map((dose) => dose.dueFrom);
    expect(dates).toEqual([...dates].sort());
  });

  it('does not correct for prematurity: a baby born at 28 weeks has the same dates', async () => {
    const born = subMonths(new Date(), 3);
    const term = await immunisationsOf(await parentWithChild(born));
    const preterm = await immunisationsOf(await parentWithChild(born, 28));
    expect(preterm).toEqual(term);
  });

  it('records a dose given today or on a day, shows it given, and removes it again', async () => {
    const born = subMonths(new Date(), 3);
    const family = await parentWithChild(born);
    const today = isoDate(new Date());
    const recorded = await family.agent.post(family.url).send({ vaccine: 'BCG', dose: 1, givenOn: today }).expect(201);
    expect(recorded.body).toEqual({ id: expect.any(Number), vaccine: 'BCG', dose: 1, givenOn: today });
    const onBirthDay = await family.agent
      .post(family.url)
      .send({ vaccine: 'HepB', dose: 1, givenOn: isoDate(born) })
      .expect(201);

    const answer = await immunisationsOf(family);
    expect(doseOf(answer, 'BCG', 1)).toMatchObject({ status: 'given', givenOn: today, recordId: recorded.body.id });
    expect(doseOf(answer, 'HepB', 1)).toMatchObject({ status: 'given', givenOn: isoDate(born), recordId: onBirthDay.body.id });

    await family.agent.delete(`${family.url}/${recorded.body.id}`).expect(204);
    expect(doseOf(await immunisationsOf(family), 'BCG', 1)).toMatchObject({ status: 'overdue', givenOn: null, recordId: null });
    await family.agent.delete(`${family.url}/${recorded.body.id}`).expect(404);
  });

  it('refuses, changing nothing: a day before birth or in the future, a dose not on the schedule, a malformed body (400); a second record (409)', async () => {
    const born = subMonths(new Date(), 3);
    const family = await parentWithChild(born);
    await family.agent
      .post(family.url)
      .send({ vaccine: 'BCG', dose: 1, givenOn: isoDate(born) })
      .expect(201);
    const before = await databaseDigest(testApp);
    const refusals: [object, number, string?][] = [
      [{ vaccine: 'HepB', dose: 1, givenOn: isoDate(subDays(born, 1)) }, 400, IMMUNISATION_MESSAGES.beforeBirth],
      [
        { vaccine: 'HepB', dose: 1, givenOn: isoDate(addDays(new Date(`${latestIsoDateOnEarth()}T12:00:00`), 1)) },
        400,
        IMMUNISATION_MESSAGES.inFuture,
      ],
      [{ vaccine: 'BCG', dose: 2, givenOn: isoDate(born) }, 400, IMMUNISATION_MESSAGES.notInSchedule],
      [{ vaccine: 'MenACWY', dose: 1, givenOn: isoDate(born) }, 400, IMMUNISATION_MESSAGES.notInSchedule],
      [{ vaccine: 'Smallpox', dose: 1, givenOn: isoDate(born) }, 400],
      [{ vaccine: 'BCG', dose: 0, givenOn: isoDate(born) }, 400],
      [{ vaccine: 'BCG', dose: 1, givenOn: '2024-02-30' }, 400],
      [{ vaccine: 'BCG', dose: 1 }, 400],
      [{ vaccine: 'BCG', dose: 1, givenOn: isoDate(born) }, 409, IMMUNISATION_MESSAGES.recordedTwice],
    ];
    for (const [body, status, message] of refusals) {
      const response = await family.agent.post(family.url).send(body);
      expect([body, response.status]).toEqual([body, status]);
      if (message) expect(response.body.message).toBe(message);
    }
    await family.agent.put(`/api/child-profiles/${family.childId}/immunization-schedule`).send({ schedule: 'WHO' }).expect(400);
    expect(await databaseDigest(testApp)).toBe(before);
  });

  it('switches to the CDC schedule and back, keeping the records of doses both schedules have', async () => {
    const born = subMonths(new Date(), 3);
    const family = await parentWithChild(born);
    const scheduleUrl = `/api/child-profiles/${family.childId}/immunization-schedule`;
    await family.agent
      .post(family.url)
      .send({ vaccine: 'HepB', dose: 1, givenOn: isoDate(born) })
      .expect(201);
    await family.agent
      .post(family.url)
      .send({ vaccine: 'BCG', dose: 1, givenOn: isoDate(born) })
      .expect(201);

    const cdc = (await family.agent.put(scheduleUrl).send({ schedule: 'CDC' }).expect(200)).body as Immunisations;
    expect(cdc.schedule).toBe('CDC');
    expect(cdc.doses).toHaveLength(IMMUNISATION_SCHEDULES.CDC.doses.length);
    expect(doseOf(cdc, 'HepB', 1)).toMatchObject({ status: 'given' });
    expect(doseOf(cdc, 'BCG', 1)).toBeUndefined();
    expect(doseOf(cdc, 'HepB', 2)).toMatchObject({ dueFrom: isoDate(addMonths(born, 1)), dueBy: isoDate(addMonths(born, 2)) });
    expect(await immunisationsOf(family)).toEqual(cdc);
    // MenACWY is on the CDC schedule only: recordable now.
    await family.agent
      .post(family.url)
      .send({ vaccine: 'MenACWY', dose: 1, givenOn: isoDate(born) })
      .expect(201);

    const iap = (await family.agent.put(scheduleUrl).send({ schedule: 'IAP' }).expect(200)).body as Immunisations;
    expect(doseOf(iap, 'BCG', 1)).toMatchObject({ status: 'given' });
  });

  it('lets a caregiver record and a viewer only read; a stranger gets 404, a malformed id 400', async () => {
    const family = await parentWithChild(subMonths(new Date(), 3));
    const member = async (role: 'caregiver' | 'viewer') => {
      const invitation = await family.agent.post(`/api/child-profiles/${family.childId}/invitations`).send({ role }).expect(201);
      const parent = await registerParent(testApp);
      await parent.agent.post(`/api/invitations/${invitation.body.token}/accept`).expect(200);
      return parent;
    };
    const caregiver = await member('caregiver');
    const viewer = await member('viewer');
    const dose = { vaccine: 'BCG', dose: 1, givenOn: isoDate(new Date()) };
    const recorded = await caregiver.agent.post(family.url).send(dose).expect(201);
    expect(doseOf((await viewer.agent.get(family.url).expect(200)).body, 'BCG', 1)).toMatchObject({ status: 'given' });
    await viewer.agent
      .post(family.url)
      .send({ ...dose, vaccine: 'OPV' })
      .expect(403);
    await viewer.agent.delete(`${family.url}/${recorded.body.id}`).expect(403);
    await viewer.agent.put(`/api/child-profiles/${family.childId}/immunization-schedule`).send({ schedule: 'CDC' }).expect(403);

    const stranger = await parentWithChild(subMonths(new Date(), 3));
    await stranger.agent.get(family.url).expect(404);
    await stranger.agent
      .post(family.url)
      .send({ ...dose, vaccine: 'OPV' })
      .expect(404);
    // Another child's record through one's own child: not found.
    await stranger.agent.delete(`${stranger.url}/${recorded.body.id}`).expect(404);
    await stranger.agent.get('/api/child-profiles/not-a-number/immunizations').expect(400);
    expect(doseOf(await immunisationsOf(family), 'BCG', 1)).toMatchObject({ status: 'given' });
  });

  it('deletes the records and the schedule choice with the child', async () => {
    const family = await parentWithChild(subMonths(new Date(), 3));
    await family.agent.put(`/api/child-profiles/${family.childId}/immunization-schedule`).send({ schedule: 'CDC' }).expect(200);
    await family.agent
      .post(family.url)
      .send({ vaccine: 'HepB', dose: 1, givenOn: isoDate(new Date()) })
      .expect(201);
    await family.agent.delete(`/api/child-profiles/${family.childId}`).expect(204);
    const connection = testApp.orm.em.fork().getConnection();
    for (const table of ['immunisation_records', 'immunisation_schedule_choices']) {
      const [row] = await connection.execute<{ count: number | string }[]>(`select count(*) as count from "${table}" where child_id = ?`, [
        family.childId,
      ]);
      expect([table, Number(row.count)]).toEqual([table, 0]);
    }
  });
});
