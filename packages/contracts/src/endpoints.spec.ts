import { z } from 'zod';
import { endpointList, endpointPath, endpoints, ENDPOINT_ROUTES, isIdempotentRequest, type PathParamNames } from './index';

describe('the endpoint registry', () => {
  it('has one entry per route name, with that route’s method and path', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(ENDPOINT_ROUTES).sort());
    for (const { name, method, path } of endpointList) {
      expect([name, method, path]).toEqual([name, ENDPOINT_ROUTES[name].method, ENDPOINT_ROUTES[name].path]);
    }
  });

  it('declares each method and path once', () => {
    const keys = endpointList.map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names in its params schema exactly the parameters of its path', () => {
    for (const { name, path, params } of endpointList) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const inSchema = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
      expect([name, inSchema]).toEqual([name, inPath]);
    }
  });

  it('gives a success answer to each: a JSON schema, a file type, or 204 with neither', () => {
    for (const { name, status, response, file } of endpointList) {
      const kind = status === 204 ? 'none' : response ? 'json' : file ? 'file' : 'missing';
      expect([name, kind === 'none' ? response === undefined && file === undefined : kind !== 'missing']).toEqual([name, true]);
    }
  });
});

describe('endpointPath', () => {
  it('fills the path parameters, URI-encoded', () => {
    expect(endpointPath(endpoints.child, { childId: 7 })).toBe('/api/child-profiles/7');
    expect(endpointPath(endpoints.invitation, { token: 'a/b?c' })).toBe('/api/invitations/a%2Fb%3Fc');
    expect(endpointPath(endpoints.updateActivityAssignment, { childId: 3, id: 9 })).toBe('/api/child-profiles/3/activity-assignments/9');
  });

  it('adds the query in order, leaving out undefined and null, repeating an array', () => {
    expect(endpointPath(ENDPOINT_ROUTES.gameContent, { id: 2 }, { difficultyLevel: 1, seed: undefined })).toBe(
      '/api/games/2/content?difficultyLevel=1',
    );
    expect(endpointPath(endpoints.activityLibrary, undefined, { search: 'a b&c', childId: null, domain: ['x', 'y'] })).toBe(
      '/api/activities?search=a+b%26c&domain=x&domain=y',
    );
    expect(endpointPath(endpoints.notifications)).toBe('/api/notifications');
  });

  it('throws on a missing parameter', () => {
    expect(() => endpointPath(endpoints.child, {} as { childId: number })).toThrow(
      'Missing path parameter childId for /api/child-profiles/{childId}',
    );
  });

  it('types the parameters by the path', () => {
    const names: PathParamNames<'/api/child-profiles/{childId}/activity-assignments/{id}'>[] = ['childId', 'id'];
    expect(names).toHaveLength(2);
    // @ts-expect-error -- the path has no {id}
    expect(() => endpointPath(endpoints.child, { id: 1 })).toThrow();
  });
});

describe('isIdempotentRequest', () => {
  it('matches the idempotent writes by method and path, whatever the ids and query', () => {
    expect(isIdempotentRequest('PATCH', '/api/child-profiles/7/activity-assignments/31')).toBe(true);
    expect(isIdempotentRequest('post', 'http://localhost:3000/api/child-profiles/7/measurements?x=1')).toBe(true);
    expect(isIdempotentRequest('PUT', '/api/child-profiles/7/assessment-draft')).toBe(true);
    expect(isIdempotentRequest('POST', '/api/child-profiles/7/assessments')).toBe(true);
    expect(isIdempotentRequest('POST', '/api/child-profiles/7/immunizations')).toBe(true);
    expect(isIdempotentRequest('PATCH', '/api/game-sessions/12/complete')).toBe(true);
  });

  it('leaves other methods, other routes and partial paths out', () => {
    expect(isIdempotentRequest('DELETE', '/api/child-profiles/7/activity-assignments/31')).toBe(false);
    expect(isIdempotentRequest('GET', '/api/child-profiles/7/measurements')).toBe(false);
    expect(isIdempotentRequest('POST', '/api/child-profiles/7/activity-assignments')).toBe(false);
    expect(isIdempotentRequest('PATCH', '/api/child-profiles/7/activity-assignments/31/extra')).toBe(false);
    expect(isIdempotentRequest('POST', '/api/child-profiles//measurements')).toBe(false);
  });

  it('agrees with the registry entries marked idempotent', () => {
    const marked = endpointList.filter((endpoint) => endpoint.idempotent);
    expect(marked).toHaveLength(7);
    for (const endpoint of marked)
      expect(isIdempotentRequest(endpoint.method, endpointPath(endpoint, { childId: 1, id: 2 } as never))).toBe(true);
  });
});
