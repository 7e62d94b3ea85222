import { childPageHref, fillRoute, ROUTE_PATTERNS } from './routes';

describe('routes', () => {
  it('fills route parameters, URI-encoded, and drops a trailing /*', () => {
    expect(fillRoute(ROUTE_PATTERNS.childNewAssessment, { childId: 7 })).toBe('/child/7/assessment/new');
    expect(fillRoute(ROUTE_PATTERNS.childProfilesAny, { childId: 7 })).toBe('/child-profiles/7');
    expect(fillRoute(ROUTE_PATTERNS.invite, { token: 'a/b' })).toBe('/invite/a%2Fb');
  });

  it('refuses a missing parameter', () => {
    expect(() => fillRoute(ROUTE_PATTERNS.gamePlay)).toThrow('Missing route parameter gameId');
  });

  it("builds the child page's and its tabs' links", () => {
    expect(childPageHref(3)).toBe('/child/3');
    expect(childPageHref(3, 'learning-path')).toBe('/child/3/learning-path');
  });
});
