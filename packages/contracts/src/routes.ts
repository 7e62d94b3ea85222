// The front end's addresses that more than one app builds (docs/product.md, "Routes"): route
// patterns and href builders shared by the shell, the remotes (through the platform's
// routing/paths.ts) and the backend's notification links. Zod-free, so the first render of a
// page can import it ('@flourishly/contracts/routes').
import { childListPath, childProfilePath, gameContentPath, gamePath, gameProgressPath, gameTimePath } from './api-paths';
import { gameLevelOf } from './constants';

/** Route patterns of the child pages and the pages addressed by an id or token. */
export const ROUTE_PATTERNS = {
  child: '/child/:childId',
  childAny: '/child/:childId/*',
  childProfilesAny: '/child-profiles/:childId/*',
  childEdit: '/child/:childId/edit',
  childAddActivity: '/child/:childId/add-activity',
  childDevelopmentReport: '/child/:childId/development-report',
  childNewAssessment: '/child/:childId/assessment/new',
  gamePlay: '/games/:gameId',
  invite: '/invite/:token',
  sharedReport: '/shared/report/:token',
} as const;

export type RoutePatternName = keyof typeof ROUTE_PATTERNS;

/** The tabs of the child page, by their sub-path ('' is the child's dashboard). */
export const CHILD_TAB_PATHS = ['', 'learning-path', 'activities', 'games', 'progress-reports', 'growth', 'immunisations'] as const;
export type ChildTabPath = (typeof CHILD_TAB_PATHS)[number];

/**
 * The address of `pattern` with its ':name' parameters filled from `params` (URI-encoded) and a
 * trailing '/*' dropped. Throws on a missing parameter.
 */
export function fillRoute(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/\/\*$/, '').replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** The child page, or one of its tabs: '/child/7', '/child/7/learning-path'. */
export const childPageHref = (childId: number | string, tab: ChildTabPath = '') =>
  tab ? `${fillRoute(ROUTE_PATTERNS.child, { childId })}/${tab}` : fillRoute(ROUTE_PATTERNS.child, { childId });

/** Pages under /child/{id}/ that are not the child page's tabs, by their sub-path. */
const CHILD_SUB_PAGE_MODULES: Record<string, string> = {
  edit: 'mf_children/EditChildPage',
  'add-activity': 'mf_dashboard/AddActivityPage',
  'development-report': 'mf_dashboard/DevelopmentReportPage',
  'assessment/new': 'mf_dashboard/NewAssessmentPage',
};

/**
 * The federated page a front-end address shows, as '<container>/<expose>', or null when the
 * shell draws the page itself. The shell starts loading it before its router has loaded, and
 * the server hints its files in index.html (docs/architecture.md, "Page budgets"). `signedIn`
 * matters only at `/`: the landing page for a visitor, the parent dashboard otherwise. A light
 * copy of the shell's route table (shell/src/app/routes.tsx; its tests check they agree).
 */
export function routePageModule(pathname: string, signedIn: boolean): string | null {
  if (pathname === '/') return signedIn ? 'mf_dashboard/ParentDashboard' : 'mf_landing/LandingPage';
  if (pathname === '/dashboard') return 'mf_dashboard/ParentDashboard';
  if (pathname === '/children') return 'mf_children/ChildrenPage';
  if (/^\/games\/[^/]+$/.test(pathname)) return 'mf_games/GamePlayPage';
  const child = /^\/child(-profiles)?\/\d+(?:\/(.*))?$/.exec(pathname);
  if (!child) return null;
  return (child[1] ? undefined : CHILD_SUB_PAGE_MODULES[child[2] ?? '']) ?? 'mf_children/ChildPage';
}

/**
 * The API GETs (paths with their query) the page at `pathname` + `search` asks first and can be
 * named from the address alone, for a signed-in parent: the child page's child; the game page's
 * game, the child's progress in it and the day's game time. The server hints them in index.html
 * so they are answered while the page's code loads (docs/architecture.md, "Page budgets"). Empty
 * for any other page, and for ids that are not whole numbers.
 */
export function routeStartRequests(pathname: string, search: string): string[] {
  if (routePageModule(pathname, true) === 'mf_children/ChildPage') {
    const childId = /^\/child(?:-profiles)?\/(\d+)/.exec(pathname)?.[1];
    return childId ? [childProfilePath(childId)] : [];
  }
  const game = gamePageIds(pathname, search);
  return game ? [gamePath(game.gameId), gameProgressPath(game.childId, game.gameId), gameTimePath(game.childId)] : [];
}

/** The game and child ids of a game page's address (whole numbers), or null for any other address. */
function gamePageIds(pathname: string, search: string): { gameId: string; childId: string } | null {
  if (routePageModule(pathname, true) !== 'mf_games/GamePlayPage') return null;
  const gameId = /^\/games\/(\d+)$/.exec(pathname)?.[1];
  const childId = new URLSearchParams(search).get('childId');
  return gameId && childId && /^\d+$/.test(childId) ? { gameId, childId } : null;
}

/** What a start request answered: its status and, when it was OK, its JSON body. */
export interface StartAnswer {
  status: number;
  body: unknown;
}

/**
 * A GET the page at an address asks once another of its start requests has answered: `next`
 * names it from the answer of `after` (null: none).
 */
export interface StartFollowUp {
  after: string;
  next: (answer: StartAnswer) => string | null;
}

/**
 * The follow-ups of `routeStartRequests`: the game page's content, at the level the child's
 * progress gives (`gameLevelOf`; the start level without progress or when it cannot be read), as
 * the page asks it. The shell's start asks them as soon as the answer is in, so the content no
 * longer waits for the page's code and two renders (docs/architecture.md, "Page budgets").
 */
export function routeStartFollowUps(pathname: string, search: string): StartFollowUp[] {
  const game = gamePageIds(pathname, search);
  if (!game) return [];
  const { gameId, childId } = game;
  return [
    {
      after: gameProgressPath(childId, gameId),
      next: ({ status, body }) => {
        const level = (body as { currentLevel?: unknown } | null)?.currentLevel;
        return gameContentPath(gameId, gameLevelOf(status === 200 && typeof level === 'number' ? { currentLevel: level } : null));
      },
    },
  ];
}

/**
 * The API GETs the frame of a signed-in page with a federated page asks as soon as it renders,
 * named by the user rather than the address: the user's child list (every such page's child
 * picker, names or roles). Not the bell's notifications: the bell asks them once the page's own
 * content is on screen (`afterPageContent` in the platform). The shell's start preloads them once
 * GET /api/user has answered (a page request carries no session, so the server cannot hint
 * them; docs/architecture.md, "Page budgets"). Empty before the profile is completed (the
 * profile gate sends the user to a page without them) and for pages the shell draws.
 */
export function userStartRequests(pathname: string, user: { id: number; profileCompleted: boolean }): string[] {
  if (!user.profileCompleted || routePageModule(pathname, true) === null) return [];
  return [childListPath(user.id)];
}
