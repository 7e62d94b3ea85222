// The federated remotes, listed once in packages/contracts/remotes.json (docs/adding-a-remote.md).
// The node scripts, the jest and ESLint configurations, the webpack configuration and, through
// this module, the backend and the front ends all read that file; nothing else lists the remotes.
import manifest from '../remotes.json';

/** One remote of remotes.json. */
export interface RemoteEntry {
  /** Its folder, npm workspace and release folder (releases/<name>/<version>/), e.g. 'mf-games'. */
  name: string;
  /** Its federation container name: the key in /remotes.json, active.json and module ids, e.g. 'mf_games'. */
  scope: string;
  /** URL path at which the backend serves its dist/ build, e.g. '/remotes/games/'. */
  servedAt: string;
  /** Port of its own webpack dev server (`npm run dev`). */
  devPort: number;
}

/**
 * A remote's federation container name, one of {@link REMOTE_NAMES}. A plain string: TypeScript
 * reads JSON strings as `string`; the contracts' tests and zod's enums hold values to the list.
 */
export type RemoteName = string;

/** Every remote, in the order of remotes.json (the order scripts build, check and list them). */
export const REMOTES: readonly RemoteEntry[] = manifest.remotes;

/** Container names of the remotes, in the order of remotes.json (a non-empty tuple, as `z.enum` needs). */
export const REMOTE_NAMES = REMOTES.map((remote) => remote.scope) as [RemoteName, ...RemoteName[]];

/** The entry of a remote by its container name; throws on a name remotes.json does not list. */
export function remoteOf(scope: RemoteName): RemoteEntry {
  const remote = REMOTES.find((entry) => entry.scope === scope);
  if (!remote) throw new Error(`Unknown remote: ${scope}`);
  return remote;
}

/** Environment variable that moves a remote's manifest: mf_games -> REMOTE_MF_GAMES_URL. */
export const remoteUrlVariable = (scope: RemoteName) => `REMOTE_${scope.toUpperCase()}_URL`;
