// What the service worker (shell/src/service-worker) and the pages agree on: cache names, the headers
// it marks its answers with, and the messages they exchange (docs/architecture.md, "Offline and
// installed"). No imports but types: the pages' bundle takes only these few constants.
import type { FirstScreen } from '@flourishly/contracts/first-screen';

/** Pages, and who is signed in. */
export const PAGES_CACHE = 'flourishly-pages';
/** The files of the remotes' live releases. */
export const REMOTES_CACHE = 'flourishly-remotes';
/** One cache of API reads per parent, so that two accounts on one phone never share a copy. */
export const API_CACHE_PREFIX = 'flourishly-api-';
export const apiCacheName = (userId: number) => `${API_CACHE_PREFIX}${userId}`;

/** On an answer taken from the service worker's copy: when the server gave it (ISO 8601). */
export const OFFLINE_SAVED_AT_HEADER = 'Offline-Saved-At';
/** On the 202 that answers a write queued for want of a network: it will be sent when the network returns. */
export const OFFLINE_QUEUED_HEADER = 'Offline-Queued';

/**
 * What the service worker tells the pages: writes queued (how many wait), or sent (and how many
 * still wait), an answer shown from a copy has changed on the server (ask again), or the page
 * shown from a copy names other remote releases than the server's now (a reload shows them).
 */
export type ServiceWorkerMessage =
  | { type: 'writes-queued'; queued: number }
  | { type: 'writes-sent'; sent: number; queued: number }
  | { type: 'answers-changed' }
  | { type: 'release-changed' };

/**
 * The window event by which the page's service worker registration (shell/src/service-worker/register.ts)
 * passes the worker's news to the platform's offline status, whichever bundle each is in: a
 * {@link ServiceWorkerMessage}, or `{ type: 'update-ready', reload }` when a new version waits.
 */
export const SERVICE_WORKER_NEWS_EVENT = 'flourishly:service-worker-news';
/**
 * The window property holding the news heard before the platform's offline status was loaded to
 * hear them (an answer changed while the page was still starting): it reads them when it loads.
 */
export const SERVICE_WORKER_NEWS_BUFFER = '__flourishlyServiceWorkerNews';
export type ServiceWorkerNews = ServiceWorkerMessage | { type: 'update-ready'; reload: () => void };

/**
 * What a page asks of the service worker: send what waits and refresh the remotes (a page opened),
 * send what waits (the network is back), say how many writes wait, or keep the parent's last view
 * of a page. (Taking a waiting version is Workbox's own message, SKIP_WAITING.)
 */
export type PageMessage =
  | { type: 'page-opened' }
  | { type: 'online' }
  | { type: 'queued-count' }
  | { type: 'keep-last-view'; userId: number; path: string; view: LastView };

/**
 * A signed-in page as its parent last saw it (docs/architecture.md, "Returning first screen"):
 * the markup of the app's `#root` and the CSS rules it needs. The worker sends it with the page
 * the next time that parent opens the same address, to paint before any script has run.
 */
export type LastView = FirstScreen;

/** The most a last view may weigh (markup and CSS, in characters): a larger one is not kept. */
export const LAST_VIEW_MAX_CHARS = 512 * 1024;

/** Where a parent's last view of `path` (pathname and search) is kept, in their API cache. */
export const lastViewKey = (path: string) => `/__offline/last-view?path=${encodeURIComponent(path)}`;

/**
 * Whether an API read may be kept for reading offline: the signed-in parent's own data, not the
 * files they download (export, calendar, PDFs), one-off links, or health checks.
 */
export function isOfflineReadable(pathname: string): boolean {
  if (!/^\/api\//.test(pathname)) return false;
  return !/^\/api\/(health|calendar|reminders\/unsubscribe|shared-reports)(\/|$)|\/(export|pdf)$|\.(pdf|ics)$/.test(pathname);
}

/**
 * Whether an API read is one no write of the parent changes: the games' catalogue, questions and
 * pictures. A change keeps their copies, so a game loaded before (whose session start is a change)
 * still opens without a network.
 */
export function isUnchangedByWrites(pathname: string): boolean {
  return /^\/api\/(games|game-images)(\/|$)/.test(pathname);
}

/**
 * Whether an API read (`url`, absolute or a path) is drawn afresh at random each time it is asked:
 * a game level's questions without a seed. An answer other than the copy's is then no news, so the
 * pages are not told to ask again (a game on screen would change its questions under the child).
 */
export function isDrawnAtRandom(url: string): boolean {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return /^\/api\/games\/[^/]+\/content$/.test(pathname) && !searchParams.has('seed');
}

/**
 * The files of one remote's release, as absolute URLs, from its mf-manifest.json (at
 * `manifestUrl`): the manifest, its entry and every script and style of its exposed modules.
 * The shared modules' own copies are left out: the shell provides them.
 */
export function remoteReleaseFiles(manifestUrl: string, manifest: unknown): string[] {
  const { metaData, exposes } = (manifest ?? {}) as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
    exposes?: { assets?: Record<string, { sync?: string[]; async?: string[] }> }[];
  };
  const files = new Set<string>([manifestUrl]);
  const add = (file: unknown) => {
    if (typeof file === 'string' && file) files.add(new URL(file, manifestUrl).href);
  };
  const entry = metaData?.remoteEntry;
  if (entry?.name) add(entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name);
  for (const expose of exposes ?? []) {
    for (const kind of Object.values(expose.assets ?? {})) for (const file of [...(kind.sync ?? []), ...(kind.async ?? [])]) add(file);
  }
  return [...files];
}
