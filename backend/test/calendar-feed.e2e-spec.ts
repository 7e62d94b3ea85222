import ICAL from 'ical.js';
import { birthDateFor } from './reminder-mail-helpers';
import { createTestApp, registerParent, TEST_DIALECTS, type TestApp } from './test-app';

describe.each(TEST_DIALECTS)('the calendar feed (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { PUBLIC_URL: 'https://app.example.test' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers an iCalendar file with the child’s next doses, checklists and screenings, signed out; a new link or a revoke ends the old one', async () => {
    const parent = await registerParent(testApp);
    await parent.agent
      .post('/api/child-profiles')
      .send({ name: 'Noor', dateOfBirth: birthDateFor(2, 10), gender: 'female', primaryDevelopmentalConcern: 'none' })
      .expect(201);
    const created = await parent.agent.post(`/api/users/${parent.user.id}/calendar-feed`).expect(201);
    const url = new URL(created.body.url as string);
    expect(url.origin).toBe('https://app.example.test');
    expect(url.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await testApp
      .agent()
      .get(url.pathname)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.headers['content-language']).toBe('en');
    const calendar = new ICAL.Component(ICAL.parse(feed.body as string));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const titles = events.map((event) => event.summary);
    expect(titles).toContain('Noor: 2-month milestone checklist opens');
    expect(titles).toContain('Noor: general developmental screening at 9 months');
    // Her next doses, from her schedule (IAP by default), each on the day it is due from.
    const child = (await parent.agent.get(`/api/users/${parent.user.id}/child-profiles`).expect(200)).body[0] as { id: number };
    const { doses } = (await parent.agent.get(`/api/child-profiles/${child.id}/immunizations`).expect(200)).body as {
      doses: { vaccine: string; dose: number; dueFrom: string; status: string }[];
    };
    const next = doses.filter((dose) => dose.status === 'upcoming' || dose.status === 'due').slice(0, 3);
    expect(next.length).toBeGreaterThan(0);
    for (const dose of next) {
      const event = events.find(
        (candidate) => candidate.startDate.toString() === dose.dueFrom && candidate.summary.endsWith(`dose ${dose.dose}`),
      );
      expect([dose.vaccine, dose.dueFrom, event?.summary]).toEqual([dose.vaccine, dose.dueFrom, expect.stringMatching(/^Noor: /)]);
    }
    const first = events.find((event) => event.summary === 'Noor: 2-month milestone checklist opens')!;
    expect(first.startDate.isDate).toBe(true);

    await testApp.agent().get(`/api/users/${parent.user.id}/calendar-feed`).expect(404);
    const again = await parent.agent.post(`/api/users/${parent.user.id}/calendar-feed`).expect(201);
    await testApp.agent().get(url.pathname).expect(404);
    await parent.agent.delete(`/api/users/${parent.user.id}/calendar-feed`).expect(204);
    await testApp
      .agent()
      .get(new URL(again.body.url as string).pathname)
      .expect(404);
  });

  it('speaks the language its parent chose: the calendar, the events and the vaccines’ names in Hindi', async () => {
    const parent = await registerParent(testApp);
    await parent.agent.patch(`/api/users/${parent.user.id}/settings`).send({ locale: 'hi' }).expect(200);
    await parent.agent
      .post('/api/child-profiles')
      .send({ name: 'Noor', dateOfBirth: birthDateFor(1), gender: 'female', primaryDevelopmentalConcern: 'none' })
      .expect(201);
    const created = await parent.agent.post(`/api/users/${parent.user.id}/calendar-feed`).expect(201);
    const feed = await testApp
      .agent()
      .get(new URL(created.body.url as string).pathname)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    expect(feed.headers['content-language']).toBe('hi');
    const calendar = new ICAL.Component(ICAL.parse(feed.body as string));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Flourishly: टीके, जाँचें और विकास के पड़ावों की सूचियाँ');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const titles = events.map((event) => event.summary);
    // A month old: the 6-week doses and the 2-month checklist are next (IAP), named in Hindi with their codes kept.
    expect(titles).toContain('Noor: हेपेटाइटिस बी, खुराक 2');
    expect(titles).toContain('Noor: 2 महीने की उम्र के विकास के पड़ावों की सूची खुल गई है');
    expect(titles.filter((title) => /Hepatitis|dose|checklist|screening/.test(title))).toEqual([]);
    expect(events.find((event) => event.summary === 'Noor: हेपेटाइटिस बी, खुराक 2')?.description).toBe(
      'इस दिन से टीके की एक खुराक लगनी है। इसके लिए अपने बच्चे के डॉक्टर या क्लिनिक से समय लें।',
    );
  });

  it("is 403 for another parent's feed", async () => {
    const owner = await registerParent(testApp);
    const stranger = await registerParent(testApp);
    await stranger.agent.post(`/api/users/${owner.user.id}/calendar-feed`).expect(403);
    await stranger.agent.delete(`/api/users/${owner.user.id}/calendar-feed`).expect(403);
  });
});
