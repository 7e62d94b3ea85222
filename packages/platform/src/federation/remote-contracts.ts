// The shell-remote contract, written once (docs/deploying-remotes.md, "The contract"): every
// module a remote exposes, the props it takes and the signed-in routes it renders as the page.
// The shell's route table is built from it; each remote's contract test checks its webpack
// `exposes` and its modules' props against it, so a rename fails before a release.
import type { RemoteName } from '@flourishly/contracts';
import { getHref, paths, ROUTE_PATTERNS, type LegalPageId } from '../routing/paths';

/** Props of a module shown for one child: the id from the route or the page around it. */
export interface ChildIdProps {
  childId: number;
}

/** What the shell and other remotes may rely on for one exposed module. */
export interface RemoteModuleContract<Props extends object> {
  /**
   * Route patterns of the signed-in app frame that render the module as the whole page; the
   * shell's route table mounts them (':childId' is passed as the `childId` prop).
   */
  routes: readonly string[];
  /** Props the module is rendered with in its own tests; their type is the contract. */
  exampleProps: Props;
  /** Address of that render when the module reads more than its route, e.g. a query string. */
  exampleAddress?: string;
}

type NoProps = Record<string, never>;
const declare = <Props extends object = NoProps>(contract: RemoteModuleContract<Props>) => contract;
const page = (...routes: string[]) => declare({ routes, exampleProps: {} });
const childPage = (...routes: string[]) => declare<ChildIdProps>({ routes, exampleProps: { childId: 1 } });

/**
 * Every exposed module, as '<container>/<expose key without ./>'; each container is one of
 * packages/contracts/remotes.json (remote-contracts.test.ts).
 */
export const REMOTE_MODULES = {
  // Shown by the shell's HomeRoute to a signed-out visitor at '/'.
  'mf_landing/LandingPage': declare<{ appHost?: string }>({ routes: [], exampleProps: { appHost: '' } }),
  // Shown by the shell's LegalRoute at /privacy, /terms, /cookies and /coppa.
  'mf_landing/LegalPage': declare<{ page: LegalPageId }>({ routes: [], exampleProps: { page: 'privacy' } }),
  'mf_dashboard/ParentDashboard': page(paths.dashboard),
  'mf_dashboard/ChildDashboardTab': childPage(),
  'mf_dashboard/LearningPathTab': childPage(),
  'mf_dashboard/ChildActivitiesTab': childPage(),
  'mf_dashboard/ProgressReportsTab': childPage(),
  'mf_dashboard/GrowthTab': childPage(),
  'mf_dashboard/ImmunisationsTab': childPage(),
  'mf_dashboard/ActivitiesPage': page(paths.activities),
  'mf_dashboard/AssessmentsPage': page(paths.assessments),
  'mf_dashboard/ReportsPage': page(paths.reports),
  'mf_dashboard/ParentTipsPage': page(paths.parentTips),
  'mf_dashboard/AddActivityPage': childPage(ROUTE_PATTERNS.childAddActivity),
  'mf_dashboard/DevelopmentReportPage': childPage(ROUTE_PATTERNS.childDevelopmentReport),
  'mf_dashboard/NewAssessmentPage': childPage(ROUTE_PATTERNS.childNewAssessment),
  // Shown by the shell's SharedReportRoute at /shared/report/:token, signed in or not.
  'mf_dashboard/SharedReportPage': declare<{ token: string }>({ routes: [], exampleProps: { token: 'a'.repeat(43) } }),
  'mf_children/ChildPage': childPage(ROUTE_PATTERNS.childAny, ROUTE_PATTERNS.childProfilesAny),
  'mf_children/ChildrenPage': page(paths.children),
  'mf_children/EditChildPage': childPage(ROUTE_PATTERNS.childEdit),
  'mf_children/AddChildDialog': declare<{ open: boolean; onOpenChange: (open: boolean) => void }>({
    routes: [],
    exampleProps: { open: true, onOpenChange: () => undefined },
  }),
  'mf_games/GamesTab': childPage(),
  // Reads gameId from the route and childId from the query string.
  'mf_games/GamePlayPage': declare({ routes: [ROUTE_PATTERNS.gamePlay], exampleProps: {}, exampleAddress: getHref.gamePlay(1, 1) }),
  'mf_games/GamesCard': childPage(),
} as const satisfies Record<`${RemoteName}/${string}`, RemoteModuleContract<object>>;

/** '<container>/<expose>' of every exposed module. */
export type RemoteModuleId = keyof typeof REMOTE_MODULES;
/** The exposed modules of one remote. */
export type RemoteModuleIdOf<Name extends RemoteName> = Extract<RemoteModuleId, `${Name}/${string}`>;
/** The props an exposed module takes. */
export type RemotePropsOf<Id extends RemoteModuleId> = (typeof REMOTE_MODULES)[Id]['exampleProps'];
/** The modules shown for one child, taking exactly {@link ChildIdProps} (the child page's tabs, cards). */
export type ChildModuleId = { [Id in RemoteModuleId]: RemotePropsOf<Id> extends ChildIdProps ? Id : never }[RemoteModuleId];

/** The module ids of one remote, in declaration order. */
export function remoteModuleIds<Name extends RemoteName>(name: Name): RemoteModuleIdOf<Name>[] {
  return (Object.keys(REMOTE_MODULES) as RemoteModuleId[]).filter((id): id is RemoteModuleIdOf<Name> => id.startsWith(`${name}/`));
}

/** The webpack `exposes` keys the declaration asks of a remote: './GamesTab', ... */
export const declaredExposeKeys = (name: RemoteName) => remoteModuleIds(name).map((id) => `./${id.slice(name.length + 1)}`);

/** Every (route pattern, module) pair the signed-in app frame mounts, from {@link REMOTE_MODULES}. */
export function remoteRoutes(): { path: string; id: RemoteModuleId; takesChildId: boolean }[] {
  return (Object.entries(REMOTE_MODULES) as [RemoteModuleId, RemoteModuleContract<object>][]).flatMap(([id, contract]) =>
    contract.routes.map((path) => ({ path, id, takesChildId: path.includes(':childId') })),
  );
}
