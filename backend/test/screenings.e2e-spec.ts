import { addDays, addMonths, format, subMonths, subYears } from 'date-fns';
import type { Screening } from '@flourishly/contracts';
import { parentWithChild as newParentWithChild } from './fixtures';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');

describe.each(TEST_DIALECTS)('recommended screenings (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** A parent's child born on `born` at `weeks` weeks of gestation (null: term). */
  const parentWithChild = (born: Date, weeks: number | null = null) => newParentWithChild(testApp, isoDate(born), weeks);

  const screeningsOf = async (parent: Awaited<ReturnType<typeof parentWithChild>>) =>
    (await parent.agent.get(`/api/child-profiles/${parent.childId}/screenings`).expect(200)).body as Screening[];

  it('lists a term 17-month-old’s screenings: 9 months past, the 18-month ones due, 24 and 30 months to come', async () => {
    const born = subMonths(new Date(), 17);
    const parent = await parentWithChild(born);
    expect(await screeningsOf(parent)).toEqual([
      { kind: 'developmental', ageMonths: 9, dueOn: isoDate(addMonths(born, 9)), status: 'past' },
      { kind: 'developmental', ageMonths: 18, dueOn: isoDate(addMonths(born, 18)), status: 'due' },
      { kind: 'autism', ageMonths: 18, dueOn: isoDate(addMonths(born, 18)), status: 'due' },
      { kind: 'autism', ageMonths: 24, dueOn: isoDate(addMonths(born, 24)), status: 'upcoming' },
      { kind: 'developmental', ageMonths: 30, dueOn: isoDate(addMonths(born, 30)), status: 'upcoming' },
    ]);
  });

  it('goes by corrected age for a baby born at 28 weeks: at 17 months (14 corrected) the 18-month ones are still to come', async () => {
    const born = subMonths(new Date(), 17);
    // 28 weeks: 12 weeks (84 days) before the due date; corrected ages count from it until 24 months.
    const due = addDays(born, 84);
    const parent = await parentWithChild(born, 28);
    expect(await screeningsOf(parent)).toEqual([
      { kind: 'developmental', ageMonths: 9, dueOn: isoDate(addMonths(due, 9)), status: 'past' },
      { kind: 'developmental', ageMonths: 18, dueOn: isoDate(addMonths(due, 18)), status: 'upcoming' },
      { kind: 'autism', ageMonths: 18, dueOn: isoDate(addMonths(due, 18)), status: 'upcoming' },
      { kind: 'autism', ageMonths: 24, dueOn: isoDate(addMonths(born, 24)), status: 'upcoming' },
      { kind: 'developmental', ageMonths: 30, dueOn: isoDate(addMonths(born, 30)), status: 'upcoming' },
    ]);
  });

  it('lists none for a 6-year-old', async () => {
    const parent = await parentWithChild(subYears(new Date(), 6));
    expect(await screeningsOf(parent)).toEqual([]);
  });

  it('reads for a viewer the owner invited; a stranger gets 404 and a malformed id 400', async () => {
    const owner = await parentWithChild(subMonths(new Date(), 17));
    const invitation = await owner.agent.post(`/api/child-profiles/${owner.childId}/invitations`).send({ role: 'viewer' }).expect(201);
    const viewer = await registerParent(testApp);
    await viewer.agent.post(`/api/invitations/${invitation.body.token}/accept`).expect(200);
    const seen = (await viewer.agent.get(`/api/child-profiles/${owner.childId}/screenings`).expect(200)).body as Screening[];
    expect(seen).toHaveLength(5);

    const stranger = await registerParent(testApp);
    await stranger.agent.get(`/api/child-profiles/${owner.childId}/screenings`).expect(404);
    await stranger.agent.get('/api/child-profiles/not-a-number/screenings').expect(400);
  });
});
