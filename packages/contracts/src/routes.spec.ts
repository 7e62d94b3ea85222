import {
  childPageHref,
  fillRoute,
  routePageModule,
  routeStartFollowUps,
  routeStartRequests,
  ROUTE_PATTERNS,
  userStartRequests,
} from './routes';

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

  it('names the first GETs of the child and game pages from their address, and none elsewhere', () => {
    expect(routeStartRequests('/child/7', '')).toEqual(['/api/child-profiles/7']);
    expect(routeStartRequests('/child/7/games', '?x=1')).toEqual(['/api/child-profiles/7']);
    expect(routeStartRequests('/games/4', '?childId=7')).toEqual([
      '/api/games/4',
      '/api/child-profiles/7/game-progress?gameId=4',
      '/api/child-profiles/7/game-time',
    ]);
    // The edit page is not the child page; ids must be whole numbers.
    for (const [path, search] of [
      ['/child/7/edit', ''],
      ['/games/4', ''],
      ['/games/4', '?childId=7x'],
      ['/games/x', '?childId=7'],
      ['/dashboard', ''],
    ]) {
      expect(routeStartRequests(path, search)).toEqual([]);
    }
  });

  it("names the user's child list (not the bell's notifications) for a federated page once the profile is completed", () => {
    const user = { id: 5, profileCompleted: true };
    for (const path of ['/', '/dashboard', '/children', '/child/7', '/child/7/edit', '/games/4']) {
      expect(userStartRequests(path, user)).toEqual(['/api/users/5/child-profiles']);
    }
    // Pages the shell draws, and a profile still to complete (the gate sends the user elsewhere).
    expect(userStartRequests('/settings', user)).toEqual([]);
    expect(userStartRequests('/notifications', user)).toEqual([]);
    expect(userStartRequests('/dashboard', { id: 5, profileCompleted: false })).toEqual([]);
  });

  it("follows the game page's progress with its content at the child's level", () => {
    const [followUp, ...others] = routeStartFollowUps('/games/4', '?childId=7');
    expect(others).toEqual([]);
    expect(followUp.after).toBe('/api/child-profiles/7/game-progress?gameId=4');
    expect(followUp.next({ status: 200, body: { currentLevel: 3 } })).toBe('/api/games/4/content?difficultyLevel=3');
    // Below the start level, no progress yet, progress that cannot be read: the start level.
    expect(followUp.next({ status: 200, body: { currentLevel: 0 } })).toBe('/api/games/4/content?difficultyLevel=1');
    expect(followUp.next({ status: 404, body: null })).toBe('/api/games/4/content?difficultyLevel=1');
    expect(followUp.next({ status: 500, body: null })).toBe('/api/games/4/content?difficultyLevel=1');
    expect(routeStartFollowUps('/games/4', '')).toEqual([]);
    expect(routeStartFollowUps('/child/7', '')).toEqual([]);
  });
});
