import type { ChildModuleId, ChildPathPrefix, ChildTabPath } from '@flourishly/platform';

/** A tab of the child page: its sub-path ('' is the base) and the federated module showing it. */
export interface ChildTab {
  path: ChildTabPath;
  label: string;
  remoteId: ChildModuleId;
}

/** The tab bar of docs/product.md, in order; each tab's content comes from the remote that owns it. */
export const CHILD_TABS: readonly ChildTab[] = [
  { path: '', label: 'Dashboard', remoteId: 'mf_dashboard/ChildDashboardTab' },
  { path: 'learning-path', label: 'Learning Path', remoteId: 'mf_dashboard/LearningPathTab' },
  { path: 'activities', label: 'Activities', remoteId: 'mf_dashboard/ChildActivitiesTab' },
  { path: 'games', label: 'Games', remoteId: 'mf_games/GamesTab' },
  { path: 'progress-reports', label: 'Progress Reports', remoteId: 'mf_dashboard/ProgressReportsTab' },
  { path: 'growth', label: 'Growth', remoteId: 'mf_dashboard/GrowthTab' },
  { path: 'immunisations', label: 'Immunisations', remoteId: 'mf_dashboard/ImmunisationsTab' },
];

/** Where the current URL sits: the prefix it uses and the sub-path after /{prefix}/{childId}. */
export function locateChildPath(pathname: string, childId: number): { prefix: ChildPathPrefix; subPath: string } {
  const prefix: ChildPathPrefix = pathname.startsWith('/child-profiles/') ? '/child-profiles' : '/child';
  const base = `${prefix}/${childId}`;
  const subPath = pathname.startsWith(base) ? pathname.slice(base.length).replace(/^\/+|\/+$/g, '') : '';
  return { prefix, subPath };
}
