import { fillRoute, ROUTE_PATTERNS } from '@flourishly/contracts/routes';

export { CHILD_TAB_PATHS, fillRoute, ROUTE_PATTERNS, type ChildTabPath, type RoutePatternName } from '@flourishly/contracts/routes';

/**
 * The route table of docs/product.md, in one place (the patterns with parameters, shared with
 * the backend's links, are the contracts' ROUTE_PATTERNS), with href helpers so remotes can link to
 * each other's screens without importing each other.
 */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  auth: '/auth',
  login: '/login',
  signin: '/signin',
  register: '/register',
  signup: '/signup',
  // Public: a way back into an account (the email's link opens /reset-password?token=...).
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profileCompletion: '/profile-completion',
  profile: '/profile',
  settings: '/settings',
  children: '/children',
  activities: '/activities',
  assessments: '/assessments',
  reports: '/reports',
  notifications: '/notifications',
  // Public: answers to parents' common questions (the footer's Help Center).
  help: '/help',
  parentTips: '/parent-tips',
  games: '/games',
  // Public pages of the legal notices (owned by mf-landing), open signed in and signed out.
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  coppa: '/coppa',
  // Public: the report a report link opens (followed by /{token}).
  sharedReport: '/shared/report',
} as const;

/** The legal notices, each served at `paths[id]`. */
export const LEGAL_PAGE_IDS = ['privacy', 'terms', 'cookies', 'coppa'] as const;
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number];

/** The two prefixes of a child page (docs/product.md). */
export type ChildPathPrefix = '/child' | '/child-profiles';

export const getHref = {
  child: (childId: number | string, prefix: ChildPathPrefix = '/child') => `${prefix}/${childId}`,
  childTab: (childId: number | string, tab: string, prefix: ChildPathPrefix = '/child') =>
    tab ? `${prefix}/${childId}/${tab}` : `${prefix}/${childId}`,
  childGames: (childId: number | string, prefix: ChildPathPrefix = '/child-profiles') => `${prefix}/${childId}/games`,
  childEdit: (childId: number | string) => fillRoute(ROUTE_PATTERNS.childEdit, { childId }),
  childAddActivity: (childId: number | string) => fillRoute(ROUTE_PATTERNS.childAddActivity, { childId }),
  childDevelopmentReport: (childId: number | string) => fillRoute(ROUTE_PATTERNS.childDevelopmentReport, { childId }),
  childNewAssessment: (childId: number | string) => fillRoute(ROUTE_PATTERNS.childNewAssessment, { childId }),
  parentTips: (childId: number | string) => `/parent-tips?childId=${encodeURIComponent(String(childId))}`,
  gamePlay: (gameId: number | string, childId: number | string) =>
    `${fillRoute(ROUTE_PATTERNS.gamePlay, { gameId })}?childId=${encodeURIComponent(String(childId))}`,
  invite: (token: string) => fillRoute(ROUTE_PATTERNS.invite, { token }),
  sharedReport: (token: string) => fillRoute(ROUTE_PATTERNS.sharedReport, { token }),
};

/** The top navigation of docs/product.md, in order: `label` in English, `messageId` its message in every language. */
export const TOP_NAVIGATION = [
  { to: paths.home, label: 'Dashboard', messageId: 'platform.nav.home' },
  { to: paths.children, label: 'Children', messageId: 'platform.nav.children' },
  { to: paths.activities, label: 'Activities', messageId: 'platform.nav.activities' },
  { to: paths.assessments, label: 'Assessments', messageId: 'platform.nav.assessments' },
  { to: paths.reports, label: 'Reports', messageId: 'platform.nav.reports' },
] as const;
