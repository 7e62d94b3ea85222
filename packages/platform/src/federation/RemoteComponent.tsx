import { lazy, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule, resetRemote } from './remote-loader';
import { RemoteBoundary } from './RemoteBoundary';
import type { RemoteModuleId, RemotePropsOf } from './remote-contracts';

type AnyProps = Record<string, unknown>;
const lazyCache = new Map<string, LazyExoticComponent<ComponentType<AnyProps>>>();

function lazyRemote(remoteId: string, attempt: number) {
  const key = `${remoteId}#${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(async () => {
      const module = await loadRemoteModule<{ default: ComponentType<AnyProps> }>(remoteId);
      return { default: module.default };
    });
    lazyCache.set(key, component);
  }
  return component;
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
 * Renders the default export of a federated module, lazily, inside a {@link RemoteBoundary}.
 * Retry forgets the remote's cached manifest and loads it again.
 */
export function RemoteComponent<Id extends RemoteModuleId>({ remoteId, props }: RemoteComponentProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(() => lazyRemote(remoteId, attempt), [remoteId, attempt]);
  return (
    <RemoteBoundary
      key={`${remoteId}#${attempt}`}
      onRetry={() => {
        resetRemote(remoteId);
        setAttempt((value) => value + 1);
      }}
    >
      <Remote {...((props ?? {}) as AnyProps)} />
    </RemoteBoundary>
  );
}
