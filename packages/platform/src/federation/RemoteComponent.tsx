import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '../ui/Spinner';
import { afterNextPaint } from '../scheduling/after-next-paint';
import { isRemoteModuleRequested, loadedRemoteModule, loadRemoteModule, resetRemote } from './remote-loader';
import { RemoteBoundary } from './RemoteBoundary';
import type { RemoteModuleId, RemotePropsOf } from './remote-contracts';

type AnyProps = Record<string, unknown>;
type RemoteModule = { default: ComponentType<AnyProps> };
type LoadState = { module: RemoteModule; error?: never } | { module?: never; error: unknown } | { module?: never; error?: never };

/**
 * The federated module's default export once loaded, rendered with `props`; a spinner until then.
 * Loading is component state, not Suspense: React holds back the content that replaces a
 * Suspense fallback for up to 300 ms after the fallback appeared, and a page's module often lands
 * just after the first render (docs/architecture.md, "A loaded part shows at once"). The loaded
 * part renders in a transition, in slices that leave the main thread free in between. A module nobody asked for
 * yet is asked for after the next paint. A failed load is thrown during render, for the
 * enclosing {@link RemoteBoundary}.
 */
function LoadedRemote({ remoteId, props }: { remoteId: string; props: AnyProps }) {
  const [state, setState] = useState<LoadState>(() => {
    const module = loadedRemoteModule<RemoteModule>(remoteId);
    return module ? { module } : {};
  });
  const loaded = state.module !== undefined;
  useEffect(() => {
    if (loaded) return undefined;
    let current = true;
    const load = () => {
      loadRemoteModule<RemoteModule>(remoteId).then(
        // A transition: React renders the part in slices, as it renders a lazy part it retries.
        (module) => current && startTransition(() => setState({ module })),
        (error: unknown) => current && setState({ error }),
      );
    };
    // A module the page already asked for (its route's, preloaded by the start) is awaited at
    // once; one first asked for here waits until what the page shows has been painted, so a nested
    // part does not race the page's first screen (docs/architecture.md, "Paint first, then ask for more").
    let cancel: (() => void) | undefined;
    if (isRemoteModuleRequested(remoteId)) load();
    else cancel = afterNextPaint(load);
    return () => {
      current = false;
      cancel?.();
    };
  }, [remoteId, loaded]);
  if (state.error !== undefined) throw state.error;
  if (!state.module) return <Spinner />;
  const Remote = state.module.default;
  return <Remote {...props} />;
}

/**
 * Props of {@link RemoteComponent}: the module and the props its contract declares
 * (packages/platform/src/federation/remote-contracts.ts); `props` may be left out only when the
 * module takes no required prop.
 */
export type RemoteComponentProps<Id extends RemoteModuleId> = {
  /** `<container>/<expose>`, e.g. 'mf_dashboard/ParentDashboard'. */
  remoteId: Id;
} & (object extends RemotePropsOf<Id> ? { props?: RemotePropsOf<Id> } : { props: RemotePropsOf<Id> });

/**
 * Renders the default export of a federated module inside a {@link RemoteBoundary}: at once when
 * the module is already loaded (e.g. the page's module, preloaded by the shell's start), else
 * after a spinner while it loads. If it fails to load or to render, the boundary shows the
 * fallback; Retry forgets the remote's cached manifest and loads it again.
 */
export function RemoteComponent<Id extends RemoteModuleId>({ remoteId, props }: RemoteComponentProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      key={`${remoteId}#${attempt}`}
      onRetry={() => {
        resetRemote(remoteId);
        setAttempt((value) => value + 1);
      }}
    >
      <LoadedRemote remoteId={remoteId} props={(props ?? {}) as AnyProps} />
    </RemoteBoundary>
  );
}
