import { useSyncExternalStore } from 'react';
import { SERVICE_WORKER_NEWS_BUFFER, SERVICE_WORKER_NEWS_EVENT, type ServiceWorkerNews } from './offline-protocol';

/**
 * What the app shows about the network (docs/architecture.md, "Offline and installed"):
 * `online` as the browser reports it; `savedAt`, when some data on screen is a copy the service
 * worker kept (the oldest such copy's time, ISO 8601), else null; `queued`, the writes waiting for
 * the network; `refreshes`, how many times the answers on screen went out of date since the page
 * opened (queued writes were sent, or the server's answers changed from the copies shown): each
 * time they are asked again; `reloadToUpdate`, set when a new version of the app waits.
 */
export interface OfflineStatus {
  online: boolean;
  savedAt: string | null;
  queued: number;
  refreshes: number;
  reloadToUpdate: (() => void) | null;
}

let status: OfflineStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  savedAt: null,
  queued: 0,
  refreshes: 0,
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
  if (news.type === 'writes-sent' || news.type === 'answers-changed') {
    askAfreshUntil = Date.now() + ASK_AFRESH_MS;
    outOfDateNews += 1;
  }
  if (news.type === 'writes-sent') update({ queued: news.queued, refreshes: status.refreshes + 1 });
  if (news.type === 'answers-changed') update({ refreshes: status.refreshes + 1 });
}

/** Today's status, for code outside React. */
export const offlineStatus = (): OfflineStatus => status;

/** An answer came from the service worker's copy saved at `savedAt` (ISO 8601): the oldest one shown is kept. */
export function noteOfflineCopy(savedAt: string): void {
  update({ savedAt: status.savedAt !== null && status.savedAt < savedAt ? status.savedAt : savedAt });
}

/** The data on screen is fresh again (it has been asked anew since the network returned). */
export function clearOfflineCopies(): void {
  if (status.savedAt !== null) askAfreshUntil = Date.now() + ASK_AFRESH_MS;
  update({ savedAt: null });
}

/** How long after answers went out of date the API's reads skip the service worker's copies. */
const ASK_AFRESH_MS = 3000;
let askAfreshUntil = 0;
let outOfDateNews = 0;

/**
 * How many times the service worker has said the answers shown are out of date: a read that sees
 * it change while it was under way may have got a copy from before, and asks again.
 */
export const outOfDateNewsCount = (): number => outOfDateNews;

/**
 * Whether a read now should skip the service worker's copies (`cache: 'no-cache'`): just after
 * the answers on screen went out of date, when they are all asked again.
 */
export const readsSkipCopies = (): boolean => Date.now() < askAfreshUntil;

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

// Last: hearing the news heard before this module loaded uses everything above.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => update({ online: true }));
  window.addEventListener('offline', () => update({ online: false }));
  window.addEventListener(SERVICE_WORKER_NEWS_EVENT, (event) => hear((event as CustomEvent<ServiceWorkerNews>).detail));
  const heardBefore = (window as unknown as Record<string, ServiceWorkerNews[] | undefined>)[SERVICE_WORKER_NEWS_BUFFER];
  for (const news of heardBefore?.splice(0) ?? []) hear(news);
}
