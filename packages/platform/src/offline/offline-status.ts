import { useSyncExternalStore } from 'react';
import { SERVICE_WORKER_NEWS_EVENT, type ServiceWorkerNews } from './offline-protocol';

/**
 * What the app shows about the network (docs/architecture.md, "Offline and installed"):
 * `online` as the browser reports it; `savedAt`, when some data on screen is a copy the service
 * worker kept (the oldest such copy's time, ISO 8601), else null; `queued`, the writes waiting for
 * the network; `sent`, how many queued writes have been sent since the page opened (the data they
 * change is then asked again); `reloadToUpdate`, set when a new version of the app waits.
 */
export interface OfflineStatus {
  online: boolean;
  savedAt: string | null;
  queued: number;
  sent: number;
  reloadToUpdate: (() => void) | null;
}

let status: OfflineStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  savedAt: null,
  queued: 0,
  sent: 0,
  reloadToUpdate: null,
};
const listeners = new Set<() => void>();

function update(change: Partial<OfflineStatus>): void {
  const next = { ...status, ...change };
  if ((Object.keys(change) as (keyof OfflineStatus)[]).every((key) => next[key] === status[key])) return;
  status = next;
  for (const listener of listeners) listener();
}

/** The service worker's news (shell/src/service-worker/register.ts). */
function hear(news: ServiceWorkerNews): void {
  if (news.type === 'update-ready') update({ reloadToUpdate: news.reload });
  if (news.type === 'writes-queued') update({ queued: news.queued });
  if (news.type === 'writes-sent') update({ queued: news.queued, sent: status.sent + news.sent });
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => update({ online: true }));
  window.addEventListener('offline', () => update({ online: false }));
  window.addEventListener(SERVICE_WORKER_NEWS_EVENT, (event) => hear((event as CustomEvent<ServiceWorkerNews>).detail));
}

/** Today's status, for code outside React. */
export const offlineStatus = (): OfflineStatus => status;

/** An answer came from the service worker's copy saved at `savedAt` (ISO 8601): the oldest one shown is kept. */
export function noteOfflineCopy(savedAt: string): void {
  update({ savedAt: status.savedAt !== null && status.savedAt < savedAt ? status.savedAt : savedAt });
}

/** The data on screen is fresh again (it has been asked anew since the network returned). */
export const clearOfflineCopies = (): void => update({ savedAt: null });

/** The status, re-rendering the component when it changes. */
export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
    () => status,
  );
}
