import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The runtime core the shell's federation runtime runs on (see provide-runtime-core-plugin.ts).
import { Global, registerGlobalPlugins, satisfy, type ModuleFederation } from '@module-federation/runtime-tools/runtime-core';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
type ShareScopeMap = ResolveShareArgs['shareScopeMap'];

/** Thrown when an app asks for a shared singleton in a version range the running copy does not meet. */
export class SharedVersionMismatchError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SharedVersionMismatchError';
  }
}

/**
 * `satisfy` remembered per version and range: the checks run for every singleton on every module a
 * remote loads, always with the same few pairs, and each call parses the range again.
 */
const satisfied = new Map<string, boolean>();
function satisfies(version: string, range: string): boolean {
  const key = `${version} ${range}`;
  let result = satisfied.get(key);
  if (result === undefined) {
    result = satisfy(version, range);
    satisfied.set(key, result);
  }
  return result;
}

/**
 * Why the singleton `args` resolves to cannot serve the app asking for it, or null when it can
 * (or is no singleton, or asks for no range). E.g. "mf_games needs react-router-dom ^99.0.0 but
 * the app runs 7.9.4 (provided by shell)".
 */
export function singletonMismatch({ pkgName, version, shareInfo, shareScopeMap, scope }: ResolveShareArgs): string | null {
  const required = shareInfo.shareConfig?.requiredVersion;
  if (!shareInfo.shareConfig?.singleton || typeof required !== 'string' || !version) return null;
  if (satisfies(version, required)) return null;
  const providedBy = shareScopeMap[scope]?.[pkgName]?.[version]?.from ?? 'unknown';
  return `${shareInfo.from} needs ${pkgName} ${required} but the app runs ${version} (provided by ${providedBy})`;
}

/** The version of `pkgName` already loaded in `scope` (the one a singleton resolves to, loaded first), if any. */
function loadedVersion(shareScopeMap: ShareScopeMap, scope: string, pkgName: string) {
  const versions = shareScopeMap[scope]?.[pkgName] ?? {};
  return Object.keys(versions).find((version) => versions[version]?.loaded || versions[version]?.lib);
}

/**
 * Every shared singleton `instance` (a remote's federation instance, after its init) requires in a
 * range the loaded copy does not meet, as reasons like {@link singletonMismatch}'s. Singletons no
 * app has loaded yet are left to the check when they are resolved.
 */
export function incompatibleSingletons(instance: ModuleFederation): string[] {
  const reasons: string[] = [];
  for (const [pkgName, declarations] of Object.entries(instance.options.shared)) {
    for (const shareInfo of declarations) {
      for (const scope of shareInfo.scope) {
        const version = loadedVersion(instance.shareScopeMap, scope, pkgName);
        const reason = version
          ? singletonMismatch({ pkgName, version, shareInfo, shareScopeMap: instance.shareScopeMap, scope } as ResolveShareArgs)
          : null;
        if (reason) reasons.push(reason);
      }
    }
  }
  return reasons;
}

/** The federation instance a remote's remoteEntry created (the latest, should it have been loaded again). */
function instanceOf(remoteName: string): ModuleFederation | undefined {
  const instances = (Global.__FEDERATION__.__INSTANCES__ ?? []) as ModuleFederation[];
  return instances.filter((instance) => instance.name === remoteName).at(-1);
}

const plugin: ModuleFederationRuntimePlugin = {
  name: 'flourishly-shared-version-check',
  // A remote as a whole: once its entry has run, every singleton it declares must accept the
  // loaded copy, even those the module just loaded does not import.
  onLoad(args) {
    const remote = instanceOf(args.remote.name);
    const reasons = remote ? incompatibleSingletons(remote) : [];
    if (reasons.length > 0) throw new SharedVersionMismatchError(`Incompatible shared modules: ${reasons.join('; ')}`);
  },
  // A single share, when a module's code asks for it.
  resolveShare(args) {
    const reason = singletonMismatch(args);
    if (!reason) return args;
    return {
      ...args,
      // Thrown when the share is resolved: the remote's module fails to load, and
      // remote-fallback-plugin.ts turns that into the "unavailable, Retry" panel with this reason.
      resolver: () => {
        throw new SharedVersionMismatchError(`Incompatible shared module: ${reason}`);
      },
    };
  },
};

/**
 * Runtime plugin: a remote whose required range of a shared singleton (react, react-dom, the
 * routers, redux, styled-components, react-final-form, the platform) is not met by the copy the
 * app runs fails to load, rather than running on a version it was not built for (the runtime
 * itself only warns unless a remote was built with `strictVersion`). Registered globally too,
 * because each remote's federation instance resolves its own shares, and is created after the
 * shell's (docs/deploying-remotes.md, "Shared versions").
 */
export default function sharedVersionCheckPlugin(): ModuleFederationRuntimePlugin {
  registerGlobalPlugins([plugin]);
  return plugin;
}
