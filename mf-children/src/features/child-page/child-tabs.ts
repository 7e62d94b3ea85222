import type { ChildModuleId, ChildPathPrefix, ChildTabPath } from '@flourishly/platform';

/** A tab of the child page: its sub-path ('' is the base), its label and the federated module showing it. */
export interface ChildTab {
  path: ChildTabPath;
  /** The message of its label (child page catalog). */
  message: string;
  remoteId: ChildModuleId;
}

/** The tab bar of docs/product.md, in order; each tab's content comes from the remote that owns it. */
export const CHILD_TABS: readonly ChildTab[] = [
  { path: '', message: 'children.childPage.tab.dashboard', remoteId: 'mf_dashboard/ChildDashboardTab' },
  { path: 'learning-path', message: 'children.childPage.tab.learningPath', remoteId: 'mf_dashboard/LearningPathTab' },
  { path: 'activities', message: 'children.childPage.tab.activities', remoteId: 'mf_dashboard/ChildActivitiesTab' },
  { path: 'games', message: 'children.childPage.tab.games', remoteId: 'mf_games/GamesTab' },
  { path: 'progress-reports', message: 'children.childPage.tab.progressReports', remoteId: 'mf_dashboard/ProgressReportsTab' },
  { path: 'growth', message: 'children.childPage.tab.growth', remoteId: 'mf_dashboard/GrowthTab' },
  { path: 'immunisations', message: 'children.childPage.tab.immunisations', remoteId: 'mf_dashboard/ImmunisationsTab' },
];

/** Where the current URL sits: the prefix it uses and the sub-path after /{prefix}/{childId}. */
export function locateChildPath(pathname: string, childId: number): { prefix: ChildPathPrefix; subPath: string } {
  const prefix: ChildPathPrefix = pathname.startsWith('/child-profiles/') ? '/child-profiles' : '/child';
  const base = `${prefix}/${childId}`;
  const subPath = pathname.startsWith(base) ? pathname.slice(base.length).replace(/^\/+|\/+$/g, '') : '';
  return { prefix, subPath };
}
