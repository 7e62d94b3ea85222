import { addDaysIso, todayIsoDate } from '@flourishly/contracts/dates';
import { parentWithChild } from './fixtures';
import { createTestApp, TEST_DIALECTS, type TestApp } from './test-app';
import { devanagariShare } from './language-checks';

/** A date of birth that makes the child `months` old today (about 30.4 days a month). */
const bornMonthsAgo = (months: number) => addDaysIso(todayIsoDate(), -Math.round(months * 30.44));

describe.each(TEST_DIALECTS)('content in the parent’s language (%s)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers a Hindi parent’s tips and milestone checklist in Hindi, with Content-Language: hi and the same keys', async () => {
    const family = await parentWithChild(testApp, bornMonthsAgo(13));
    const english = {
      tips: await family.agent.get(`/api/child-profiles/${family.childId}/parent-tips`).expect(200),
      checklist: await family.agent.get(`/api/child-profiles/${family.childId}/milestone-checklist`).expect(200),
    };
    expect(english.tips.headers['content-language']).toBe('en');
    await family.agent.patch(`/api/users/${family.user.id}/settings`).send({ locale: 'hi' }).expect(200);

    const tips = await family.agent.get(`/api/child-profiles/${family.childId}/parent-tips`).expect(200);
    expect(tips.headers['content-language']).toBe('hi');
    expect(tips.headers.vary).toMatch(/accept-language/i);
    expect(tips.body.tips.length).toBeGreaterThan(0);
    expect(tips.body.tips.map((tip: { id: number }) => tip.id)).toEqual(english.tips.body.tips.map((tip: { id: number }) => tip.id));
    for (const tip of tips.body.tips) expect(devanagariShare(tip.content)).toBeGreaterThan(0.6);
    // Codes stay English.
    expect(tips.body.focusDomains).toEqual(english.tips.body.focusDomains);

    const form = await family.agent.get(`/api/child-profiles/${family.childId}/milestone-checklist`).expect(200);
    expect(form.headers['content-language']).toBe('hi');
    const checklist = form.body.checklist;
    expect(checklist.key).toBe(english.checklist.body.checklist.key);
    expect(devanagariShare(checklist.title)).toBeGreaterThan(0.6);
    expect(devanagariShare(checklist.disclaimer)).toBeGreaterThan(0.6);
    expect(checklist.items.map((item: { key: string; domain: string }) => [item.key, item.domain])).toEqual(
      english.checklist.body.checklist.items.map((item: { key: string; domain: string }) => [item.key, item.domain]),
    );
    for (const item of checklist.items) expect(devanagariShare(item.text)).toBeGreaterThan(0.6);
  });

  it('follows Accept-Language for a parent who has not chosen, and the choice wins over it', async () => {
    const family = await parentWithChild(testApp, bornMonthsAgo(30));
    const tipsIn = (acceptLanguage: string) =>
      family.agent.get(`/api/child-profiles/${family.childId}/parent-tips`).set('Accept-Language', acceptLanguage).expect(200);

    const hindi = await tipsIn('hi-IN,hi;q=0.9,en;q=0.8');
    expect(hindi.headers['content-language']).toBe('hi');
    expect(devanagariShare(hindi.body.tips[0].content)).toBeGreaterThan(0.6);
    expect((await tipsIn('fr-FR,de;q=0.5')).headers['content-language']).toBe('en');
    expect((await tipsIn('en-GB,hi;q=0.5')).headers['content-language']).toBe('en');
    expect((await tipsIn(';;;q=x')).headers['content-language']).toBe('en');

    await family.agent.patch(`/api/users/${family.user.id}/settings`).send({ locale: 'en' }).expect(200);
    const chosen = await tipsIn('hi-IN');
    expect(chosen.headers['content-language']).toBe('en');
    expect(devanagariShare(chosen.body.tips[0].content)).toBe(0);
  });

  it('leaves endpoints that carry no texts of ours without a Content-Language', async () => {
    const family = await parentWithChild(testApp, bornMonthsAgo(30));
    const user = await family.agent.get('/api/user').set('Accept-Language', 'hi').expect(200);
    expect(user.headers['content-language']).toBeUndefined();
  });
});
