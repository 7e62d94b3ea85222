import { endpointList, endpoints } from '@flourishly/contracts';
import { HttpResponse } from 'msw';
import { makeChildProfile } from './fixtures';
import { answerEveryEndpointNotFound, apiError, handlers, mswPath, takeContractViolations } from './handlers';

const send = (path: string, init?: RequestInit) => fetch(new URL(path, window.location.origin), init);
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('typed handlers of the endpoint registry', () => {
  it('has one factory per endpoint, named and grouped as the registry', () => {
    const names = Object.values(handlers).flatMap((domain) => Object.keys(domain));
    expect(names.sort()).toEqual(endpointList.map((entry) => entry.name).sort());
    expect(handlers.children.child.endpoint).toBe(endpoints.child);
    expect(mswPath('/api/child-profiles/{childId}/activity-assignments/{id}')).toBe(
      '/api/child-profiles/:childId/activity-assignments/:id',
    );
  });

  it("answers with the typed body and the entry's status, and records what was sent", async () => {
    const profile = makeChildProfile({ id: 3, name: 'Ada' });
    const calls = handlers.children.createChild(profile);
    const sent = { name: 'Ada', dateOfBirth: '2020-01-01', gender: 'female', primaryDevelopmentalConcern: 'none' };
    const response = await send('/api/child-profiles', json(sent));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(profile);
    expect(calls).toEqual([{ method: 'POST', url: '/api/child-profiles', params: {}, query: {}, body: sent }]);
    expect(takeContractViolations()).toEqual([]);
  });

  it('answers from a resolver of the path parameters and query', async () => {
    const calls = handlers.children.child(({ params }) => (params.childId === '3' ? makeChildProfile({ id: 3 }) : apiError(404)));
    expect((await send('/api/child-profiles/3')).status).toBe(200);
    const missing = await send('/api/child-profiles/4?x=1');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ statusCode: 404, message: 'Not found' });
    expect(calls.map((call) => [call.params, call.query])).toEqual([
      [{ childId: '3' }, {}],
      [{ childId: '4' }, { x: '1' }],
    ]);
  });

  it('answers a 204 with no body, an error with the API error body, and any Response', async () => {
    handlers.children.deleteChild();
    const deleted = await send('/api/child-profiles/3', { method: 'DELETE' });
    expect([deleted.status, await deleted.text()]).toEqual([204, '']);
    handlers.children.updateChild.fail(400, 'Name is required');
    const refused = await send('/api/child-profiles/3', { ...json({ name: 'Ada' }), method: 'PATCH' });
    expect([refused.status, await refused.json()]).toEqual([400, { statusCode: 400, message: 'Name is required' }]);
    handlers.auth.currentUser(HttpResponse.error());
    await expect(send('/api/user')).rejects.toThrow();
  });

  it('notes a request the server would reject: a bad body, path parameter or query', async () => {
    handlers.children.createChild(makeChildProfile());
    handlers.children.child(makeChildProfile());
    handlers.games.games([]);
    await send('/api/child-profiles', json({ name: '' }));
    await send('/api/child-profiles/undefined');
    await send('/api/games?minAge=9&maxAge=3');
    expect(takeContractViolations().map(({ endpoint, part }) => `${endpoint} ${part}`)).toEqual([
      'createChild body',
      'child params',
      'games query',
    ]);
  });

  it('answers only the first call when asked once', async () => {
    handlers.tips.parentTips.fail(500);
    handlers.tips.parentTips([], { once: true });
    expect((await send('/api/parent-tips?minAge=1&maxAge=2')).status).toBe(200);
    expect((await send('/api/parent-tips?minAge=1&maxAge=2')).status).toBe(500);
  });

  it('answers every other endpoint 404 below the handlers of the test', async () => {
    handlers.notifications.notifications({ notifications: [], unreadCount: 2 });
    answerEveryEndpointNotFound();
    expect((await send('/api/notifications')).status).toBe(200);
    expect((await send('/api/child-profiles/3/plan-summary')).status).toBe(404);
    handlers.children.child(makeChildProfile());
    expect((await send('/api/child-profiles/3')).status).toBe(200);
  });
});
