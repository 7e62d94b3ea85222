import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@flourishly/contracts';

/** Marker a runtime plugin returns in place of a module that could not be loaded. */
export interface RemoteUnavailableModule {
  __remoteUnavailable: true;
  id: string;
  reason: string;
}

export function isRemoteUnavailableModule(value: unknown): value is RemoteUnavailableModule {
  return typeof value === 'object' && value !== null && '__remoteUnavailable' in value;
}

/** Thrown when a federated module cannot be loaded; the RemoteBoundary shows the fallback. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    reason: string,
  ) {
    super(`Remote module ${remoteId} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * A light structural check of the runtime configuration (GET /remotes.json, or the block the
 * server inlines in index.html): the contracts' zod schema would add the schema library to
 * every page's first render, and to every remote's build whatever zod it otherwise uses; a
 * remote name nobody loads is harmless.
 */
export function looksLikeRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { appHost, remotes } = value as Record<string, unknown>;
  return (
    typeof appHost === 'string' &&
    Array.isArray(remotes) &&
    remotes.every(
      (remote) =>
        typeof remote === 'object' &&
        remote !== null &&
        typeof (remote as Record<string, unknown>).name === 'string' &&
        typeof (remote as Record<string, unknown>).entry === 'string',
    )
  );
}

let knownRemotes: RuntimeConfig['remotes'] = [];

/** Modules loaded so far, by '<container>/<expose>': read again without waiting (see {@link loadedRemoteModule}). */
const loadedModules = new Map<string, unknown>();
/** Loads in flight, by '<container>/<expose>' (see {@link isRemoteModuleRequested}). */
const pendingModules = new Map<string, Promise<unknown>>();

/**
 * Registers the remotes listed in /remotes.json with the federation runtime. Called once by the
 * shell at start; the URLs come from server configuration, never from the build.
 */
export function registerRuntimeRemotes(remotes: RuntimeConfig['remotes']): void {
  knownRemotes = remotes;
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

/** Forgets a remote's cached manifest and entry so the next load fetches them again (Retry). */
export function resetRemote(remoteId: string): void {
  const name = remoteId.split('/')[0];
  for (const modules of [loadedModules, pendingModules]) for (const id of modules.keys()) if (id.split('/')[0] === name) modules.delete(id);
  const remote = knownRemotes.find((item) => item.name === name);
  if (remote) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

/**
 * Loads one exposed module, e.g. `loadRemoteModule('mf_games/GamesTab')`; a load already in
 * flight is shared. Rejects with {@link RemoteUnavailableError} when the remote is unknown,
 * offline or broken.
 */
export function loadRemoteModule<T>(remoteId: string): Promise<T> {
  const pending = pendingModules.get(remoteId);
  if (pending) return pending as Promise<T>;
  const load = loadOnce<T>(remoteId);
  pendingModules.set(remoteId, load);
  // Only this load's own entry: Retry (resetRemote) may have replaced it meanwhile.
  const settle = () => pendingModules.get(remoteId) === load && pendingModules.delete(remoteId);
  load.then(settle, settle);
  return load;
}

/** Whether `remoteId` has been loaded or is loading (e.g. the page's module, preloaded by the shell's start). */
export function isRemoteModuleRequested(remoteId: string): boolean {
  return loadedModules.has(remoteId) || pendingModules.has(remoteId);
}

async function loadOnce<T>(remoteId: string): Promise<T> {
  let loaded: unknown;
  try {
    loaded = await loadRemote<T>(remoteId);
  } catch (error) {
    throw new RemoteUnavailableError(remoteId, error instanceof Error ? error.message : String(error));
  }
  if (loaded === null || loaded === undefined) throw new RemoteUnavailableError(remoteId, 'empty module');
  if (isRemoteUnavailableModule(loaded)) throw new RemoteUnavailableError(remoteId, loaded.reason);
  loadedModules.set(remoteId, loaded);
  return loaded as T;
}

/**
 * The module {@link loadRemoteModule} already loaded for `remoteId` (e.g. the page's module the
 * start preloaded), or undefined when it has not loaded yet or its remote was reset by Retry.
 * Lets a mount render it at once instead of suspending for a module that is already here
 * (docs/architecture.md, "Page budgets").
 */
export function loadedRemoteModule<T>(remoteId: string): T | undefined {
  return loadedModules.get(remoteId) as T | undefined;
}
