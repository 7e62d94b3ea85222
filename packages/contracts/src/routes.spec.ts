import { childPageHref, fillRoute, routePageModule, ROUTE_PATTERNS } from './routes';

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

  it('names the federated page of an address', () => {
    expect(routePageModule('/', false)).toBe('mf_landing/LandingPage');
    expect(routePageModule('/', true)).toBe('mf_dashboard/ParentDashboard');
    expect(routePageModule('/dashboard', true)).toBe('mf_dashboard/ParentDashboard');
    expect(routePageModule('/child/7', true)).toBe('mf_children/ChildPage');
    expect(routePageModule('/child-profiles/7/games', true)).toBe('mf_children/ChildPage');
    expect(routePageModule('/child/7/assessment/new', true)).toBe('mf_dashboard/NewAssessmentPage');
    expect(routePageModule('/child-profiles/7/edit', true)).toBe('mf_children/ChildPage');
    expect(routePageModule('/games/4', true)).toBe('mf_games/GamePlayPage');
    for (const path of ['/profile', '/child/abc', '/games', '/privacy']) expect(routePageModule(path, true)).toBeNull();
  });
});
