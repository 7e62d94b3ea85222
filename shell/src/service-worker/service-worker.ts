// The service worker (docs/architecture.md, "Offline and installed"): built by Workbox's
// InjectManifest into /sw.js. It precaches the shell, keeps the live release of every remote
// (following /remotes.json), answers pages and the signed-in parent's API reads from its caches
// when the network is gone, and queues the idempotent writes made offline until it returns.
import { currentUserRoute, isIdempotentRequest, logoutRoute, startGameSessionRoute } from '@flourishly/contracts/endpoint-paths';
import { FIRST_SCREEN_ELEMENT_ID, insertFirstScreen, LAST_VIEW_ATTRIBUTE } from '@flourishly/contracts/first-screen';
import { Queue } from 'workbox-background-sync';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  API_CACHE_PREFIX,
  apiCacheName,
  isDrawnAtRandom,
  isOfflineReadable,
  isUnchangedByWrites,
  LAST_VIEW_MAX_CHARS,
  lastViewKey,
  type LastView,
  OFFLINE_QUEUED_HEADER,
  OFFLINE_SAVED_AT_HEADER,
  PAGES_CACHE,
  REMOTES_CACHE,
  remoteReleaseFiles,
  type ServiceWorkerMessage,
  type PageMessage,
} from '@flourishly/platform/offline-protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// The shell's own build: hashed scripts, the web app manifest and its icons.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit's page is served from the caches as soon as they are filled, not only after a reload.
clientsClaim();

/** Where the signed-in parent's id is kept between the worker's restarts (the worker forgets its variables). */
const CURRENT_USER_KEY = '/__offline/current-user';
let currentUser: number | null | undefined;

async function readCurrentUser(): Promise<number | null> {
  if (currentUser !== undefined) return currentUser;
  const saved = await (await caches.open(PAGES_CACHE)).match(CURRENT_USER_KEY);
  const kept = saved ? Number(await saved.text()) || null : null;
  // A sign-in heard while this read was under way wins over what the read found.
  if (currentUser === undefined) currentUser = kept;
  return currentUser;
}

/**
 * Remembers who is signed in (GET /api/user's answer): another parent's copies, or everyone's at
 * sign-out or when the session ends, are deleted, so two accounts on one phone never share them.
 */
async function setCurrentUser(userId: number | null): Promise<void> {
  const before = await readCurrentUser();
  if (before === userId) return;
  currentUser = userId;
  const pages = await caches.open(PAGES_CACHE);
  if (userId === null) await pages.delete(CURRENT_USER_KEY);
  else await pages.put(CURRENT_USER_KEY, new Response(String(userId)));
  const keep = userId === null ? null : apiCacheName(userId);
  for (const name of await caches.keys()) if (name.startsWith(API_CACHE_PREFIX) && name !== keep) await caches.delete(name);
  // The pages a parent was shown name their first reads (start hints); those kept signed out name none.
  if (before !== null) await forgetPages();
}

/** A copy to keep, stamped with when it was kept: the pages show it while offline. */
function stamped(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_SAVED_AT_HEADER, new Date().toISOString());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** What every kept copy goes through: only a 200 is kept, stamped with when. */
const keptCopies = () => [
  new CacheableResponsePlugin({ statuses: [200] }),
  { cacheWillUpdate: async ({ response }: { response: Response }) => stamped(response) },
];

/** Copies are looked up by URL alone: a localised answer varies by Accept-Language, and offline the last one kept is the one to show. */
const MATCH_OPTIONS: CacheQueryOptions = { ignoreVary: true };

/**
 * Tells the pages when an answer asked again differs from the copy they were shown, so they ask
 * for it anew (and get the fresh one the worker has just kept).
 */
const announceChanges = {
  cacheDidUpdate: async ({
    request,
    oldResponse,
    newResponse,
  }: {
    request: Request;
    oldResponse?: Response | null;
    newResponse: Response;
  }) => {
    // A read drawn at random differs every time: that is no news.
    if (!oldResponse || isDrawnAtRandom(request.url)) return;
    const [before, after] = await Promise.all([oldResponse.text(), newResponse.clone().text()]);
    if (before !== after) await tellPages({ type: 'answers-changed' });
  },
};

/**
 * When the server refuses what a copy showed (the session ended, or the child was deleted or
 * their sharing withdrawn), the copy goes, all of them for a 401, and the pages ask again.
 */
const forgetRefused = (cacheName: string) => ({
  fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }) => {
    if (response.status === 401) {
      await setCurrentUser(null);
      await tellPages({ type: 'answers-changed' });
    } else if ([403, 404, 410].includes(response.status) && (await (await caches.open(cacheName)).delete(request, MATCH_OPTIONS))) {
      await tellPages({ type: 'answers-changed' });
    }
    return response;
  },
});

/**
 * The copy at once, and the network's answer kept for next time (a returning parent waits for no
 * round trip; docs/architecture.md, "Offline and installed"); the network when there is no copy.
 * A copy carries when it was kept, which the pages show while offline.
 */
const copyThenNetwork = (cacheName: string, plugins: object[] = []) =>
  new StaleWhileRevalidate({ cacheName, matchOptions: MATCH_OPTIONS, plugins: [...keptCopies(), ...plugins] });

/** The network's answer, kept for next time; the copy without a network. */
const networkThenCopy = (cacheName: string, plugins: object[] = []) =>
  new NetworkFirst({ cacheName, matchOptions: MATCH_OPTIONS, plugins: [...keptCopies(), ...plugins] });

/** id of the JSON block in the served index.html that carries the runtime configuration (backend/src/web/serve-frontend.ts). */
const RUNTIME_CONFIG_BLOCK = /<script type="application\/json" id="flourishly-runtime-config">([\s\S]*?)<\/script>/;

/**
 * When the page the server sends now names other remote releases than the copy just shown (a
 * remote released, activated or rolled back on its own), the parent is told a new version is
 * ready, and reloads when they choose (docs/architecture.md, "Offline and installed").
 */
const announceNewRelease = {
  cacheDidUpdate: async ({
    oldResponse,
    newResponse,
    event,
  }: {
    oldResponse?: Response | null;
    newResponse: Response;
    event: ExtendableEvent;
  }) => {
    if (!oldResponse) return;
    const [before, after] = await Promise.all([oldResponse.text(), newResponse.clone().text()]);
    if (RUNTIME_CONFIG_BLOCK.exec(before)?.[1] === RUNTIME_CONFIG_BLOCK.exec(after)?.[1]) return;
    // The page may not exist yet (the server answered before it was created): it hears it when it opens.
    const pageId = (event as FetchEvent).resultingClientId;
    const page = pageId ? await self.clients.get(pageId) : undefined;
    if (page) page.postMessage({ type: 'release-changed' } satisfies ServiceWorkerMessage);
    else if (pageId) pagesShownOldReleases.add(pageId);
  },
};

/** The pages (client ids) shown from a copy naming older releases, not yet told. */
const pagesShownOldReleases = new Set<string>();

// Pages: the copy of this address at once, and the server's kept for next time (a returning
// parent waits for no round trip; a changed release is announced, above). Without a copy, the
// network's, else, without a network or after NAVIGATION_TIMEOUT_SECONDS, any page of the app
// (the shell's index.html is the same everywhere; the router shows the address's screen).
const NAVIGATION_TIMEOUT_SECONDS = 3;
const pageCopies = new StaleWhileRevalidate({ cacheName: PAGES_CACHE, plugins: [...keptCopies(), announceNewRelease] });
const pages = new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS, plugins: keptCopies() });
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => withLastView(options.request, await pageOrAnyPage(options)),
);

async function pageOrAnyPage(options: RouteHandlerCallbackOptions): Promise<Response> {
  const cache = await caches.open(PAGES_CACHE);
  if (options.request instanceof Request && (await cache.match(options.request))) return pageCopies.handle(options);
  try {
    return await pages.handle(options);
  } catch (error) {
    const any = (await cache.keys()).find((key) => new URL(key.url).pathname !== CURRENT_USER_KEY);
    const page = any && (await cache.match(any));
    if (page) return page;
    throw error;
  }
}

/**
 * Forgets the pages kept (who is signed in stays): a new version's worker keeps the shell files of
 * its own build, not those the last one's pages name; and a page names the signed-in parent's
 * first reads (its start hints), which the next parent on the phone must not see.
 */
async function forgetPages(): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  for (const key of await cache.keys()) if (new URL(key.url).pathname !== CURRENT_USER_KEY) await cache.delete(key);
}

self.addEventListener('activate', (event) => event.waitUntil(forgetPages()));

/**
 * The page with the signed-in parent's last view of its address in it, when the worker keeps one
 * (docs/architecture.md, "Returning first screen"): it paints before any script has run, inert,
 * and the app replaces it once its own render of the page has its content.
 */
async function withLastView(request: Request, page: Response): Promise<Response> {
  if (page.status !== 200 || !page.headers.get('Content-Type')?.includes('text/html')) return page;
  const userId = await readCurrentUser();
  if (userId === null) return page;
  const url = new URL(request.url);
  // A view being kept as the parent leaves a page (for the page they open next) is read once kept.
  await viewsKept;
  const kept = await (await caches.open(apiCacheName(userId))).match(lastViewKey(url.pathname + url.search));
  if (!kept) return page;
  const view = (await kept.json()) as LastView;
  const served = await page.text();
  const headers = new Headers(page.headers);
  headers.delete('Content-Length');
  // A page that came with the landing page's first screen is not the signed-in app's.
  const html = served.includes(`id="${FIRST_SCREEN_ELEMENT_ID}"`)
    ? served
    : insertFirstScreen(served, view, `${LAST_VIEW_ATTRIBUTE} inert`);
  return new Response(html, { status: page.status, statusText: page.statusText, headers });
}

/** The views being kept, one after another: a page read meanwhile waits for them. */
let viewsKept: Promise<void> = Promise.resolve();

/**
 * Keeps a page's last view for the parent signed in now, never for another: a view sent by a page
 * still showing the parent who just signed out, or an overlarge one, is dropped.
 */
async function keepLastView(userId: number, path: string, view: LastView): Promise<void> {
  if ((await readCurrentUser()) !== userId || !path.startsWith('/')) return;
  if (typeof view?.html !== 'string' || typeof view.css !== 'string') return;
  if (view.html.length + view.css.length > LAST_VIEW_MAX_CHARS) return;
  const body = JSON.stringify({ html: view.html, css: view.css });
  await (
    await caches.open(apiCacheName(userId))
  ).put(lastViewKey(path), new Response(body, { headers: { 'Content-Type': 'application/json' } }));
}

// The signed-in parent's reads: the kept copy, refreshed for next time, kept per parent.
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && isOfflineReadable(url.pathname),
  async ({ request, event }) => {
    const url = new URL(request.url);
    if (url.pathname === currentUserRoute.path) return userRead(request, event);
    const userId = await readCurrentUser();
    // Asked again after a change was announced (or a reload that skips caches): the network's answer.
    if (userId !== null && request.cache === 'no-cache')
      return networkThenCopy(apiCacheName(userId), [forgetRefused(apiCacheName(userId))]).handle({ request, event });
    if (userId !== null) {
      return copyThenNetwork(apiCacheName(userId), [announceChanges, forgetRefused(apiCacheName(userId))]).handle({ request, event });
    }
    // Asked alongside GET /api/user, before the worker knows whose it is: kept once that answers
    // (listened for from the start: the answer may come while this read is under way).
    const whose = nextUserAnswer();
    const response = await fetch(request);
    if (response.status === 200) {
      const kept = response.clone();
      event.waitUntil(
        whose.then(async (answeredUser) => {
          if (answeredUser !== null) await (await caches.open(apiCacheName(answeredUser))).put(request, stamped(kept));
        }),
      );
    }
    return response;
  },
);

/** How long a read waits for GET /api/user to say whose it is before it is not kept. */
const USER_ANSWER_WAIT_MS = 10_000;
let userAnswerWaiters: ((userId: number | null) => void)[] = [];

/** The signed-in parent's id from the next answer of GET /api/user (null: nobody, or no answer in time). */
function nextUserAnswer(): Promise<number | null> {
  return new Promise((resolve) => {
    userAnswerWaiters.push(resolve);
    setTimeout(() => resolve(null), USER_ANSWER_WAIT_MS);
  });
}

function userAnswered(userId: number | null): void {
  for (const resolve of userAnswerWaiters) resolve(userId);
  userAnswerWaiters = [];
}

/**
 * GET /api/user: the copy at once when there is one (the app starts on it), and the network's
 * answer, which says who is signed in: a 401 means nobody (every copy is forgotten), another
 * parent means the last one's copies go. The pages hear when it changed what they were shown.
 */
async function userRead(request: Request, event: ExtendableEvent): Promise<Response> {
  const userId = await readCurrentUser();
  const copy = userId === null ? undefined : await (await caches.open(apiCacheName(userId))).match(request, MATCH_OPTIONS);
  const shown = copy?.clone();
  const fresh = fetch(request).then(async (response) => {
    await learnUser(request, response.clone(), shown).catch(() => undefined);
    return response;
  });
  if (!copy) return fresh;
  event.waitUntil(fresh.catch(() => undefined));
  return copy;
}

async function learnUser(request: Request, response: Response, shown: Response | undefined): Promise<void> {
  if (response.status === 401) {
    await setCurrentUser(null);
    userAnswered(null);
    if (shown) await tellPages({ type: 'answers-changed' });
    return;
  }
  if (!response.ok) return;
  const kept = response.clone();
  const body = await response.text();
  const user = JSON.parse(body) as { id?: unknown };
  if (typeof user.id !== 'number') return;
  await setCurrentUser(user.id);
  await (await caches.open(apiCacheName(user.id))).put(request, stamped(kept));
  userAnswered(user.id);
  if (shown && (await shown.text()) !== body) await tellPages({ type: 'answers-changed' });
}

// Sign-out: nobody's copies stay on the phone.
registerRoute(
  ({ request, url }) => request.method === 'POST' && url.pathname === logoutRoute.path,
  async ({ request, event }) => {
    event.waitUntil(setCurrentUser(null));
    return fetch(request);
  },
  'POST',
);

// Remotes' files: content-hashed ones never change; entries and manifests from the copy, refreshed for next time.
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin && /^\/(remotes|releases)\//.test(url.pathname) && /\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname),
  new CacheFirst({ cacheName: REMOTES_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/(remotes|releases)\//.test(url.pathname),
  new StaleWhileRevalidate({ cacheName: REMOTES_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

/**
 * The writes made offline, sent again when the network returns: by Background Sync where the
 * browser has it, else when the worker next starts, and whenever a page asks (it does on opening
 * and when it comes back online). Each carries its Idempotency-Key, so a write sent twice is
 * saved once. Kept 24 hours, as long as the server keeps the keys.
 */
const writes = new Queue('offline-writes', { maxRetentionTime: 24 * 60, onSync: () => sendQueuedWrites() });

/** Sends the queued writes in order; stops at the first that finds no network (it stays first). */
async function sendQueuedWrites(): Promise<void> {
  let sent = 0;
  try {
    for (let entry = await writes.shiftRequest(); entry; entry = await writes.shiftRequest()) {
      try {
        const response = await fetch(entry.request.clone());
        if (response.ok) await forgetCopies();
        sent += 1;
      } catch (error) {
        await writes.unshiftRequest(entry);
        throw error;
      }
    }
  } finally {
    if (sent > 0) await tellPages({ type: 'writes-sent', sent, queued: (await writes.getAll()).length });
  }
}

/** The request with an Idempotency-Key of its own, unless it names one: the first attempt and any replay share it. */
async function withIdempotencyKey(request: Request): Promise<Request> {
  if (request.headers.has('Idempotency-Key')) return request;
  const headers = new Headers(request.headers);
  headers.set('Idempotency-Key', crypto.randomUUID());
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.clone().arrayBuffer();
  return new Request(request.url, { method: request.method, headers, body, credentials: request.credentials, mode: 'same-origin' });
}

// Idempotent writes (the registry's `idempotent` routes): sent with a key; without a network, queued.
for (const method of ['POST', 'PUT', 'PATCH'] as const) {
  registerRoute(
    ({ request, url }) => request.method === method && url.origin === self.location.origin && isIdempotentRequest(method, url.pathname),
    async ({ request }) => {
      const keyed = await withIdempotencyKey(request);
      let response: Response;
      try {
        response = await fetch(keyed.clone());
      } catch {
        await writes.pushRequest({ request: keyed });
        await tellPages({ type: 'writes-queued', queued: (await writes.getAll()).length });
        return new Response(null, { status: 202, headers: { [OFFLINE_QUEUED_HEADER]: 'true' } });
      }
      if (response.ok) await forgetCopies();
      return response;
    },
    method,
  );
}

// Any other change: the copies it may make stale are forgotten before the page asks again.
for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  registerRoute(
    ({ request, url }) => request.method === method && url.origin === self.location.origin && isOfflineReadable(url.pathname),
    async ({ request, url }) => {
      const response = await fetch(request);
      // A game session's start changes nothing a page reads (its time counts once completed): the
      // copies stay, so the game opens offline next time at the child's level.
      if (response.ok && !(method === 'POST' && url.pathname === startGameSessionRoute.path)) await forgetCopies();
      return response;
    },
    method,
  );
}

/**
 * Forgets the signed-in parent's copies of API answers (GET /api/user's and the games' aside:
 * `isUnchangedByWrites`) after a change, so the answers the page asks for next come from the
 * network, not from before the change.
 */
async function forgetCopies(): Promise<void> {
  const userId = await readCurrentUser();
  if (userId === null) return;
  const cache = await caches.open(apiCacheName(userId));
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (pathname !== currentUserRoute.path && !isUnchangedByWrites(pathname)) await cache.delete(request);
  }
}

async function tellPages(message: ServiceWorkerMessage): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
}

/**
 * Keeps the live release of every remote: reads /remotes.json, caches each release's entry and
 * the files of its exposed modules, and deletes the files of releases no longer live. A release
 * activated or rolled back on its own is picked up the next time a page opens, with no shell release.
 */
async function keepLiveRemotes(): Promise<void> {
  const config = (await (await fetch('/remotes.json', { cache: 'no-cache' })).json()) as { remotes?: { entry?: unknown }[] };
  const live = new Set<string>();
  for (const remote of config.remotes ?? []) {
    if (typeof remote.entry !== 'string') continue;
    const manifestUrl = new URL(remote.entry, self.location.origin);
    if (manifestUrl.origin !== self.location.origin) continue;
    const manifest: unknown = await (await fetch(manifestUrl, { cache: 'no-cache' })).json();
    for (const file of remoteReleaseFiles(manifestUrl.href, manifest)) live.add(file);
  }
  const cache = await caches.open(REMOTES_CACHE);
  const cached = new Set((await cache.keys()).map((request) => request.url));
  await cache.addAll([...live].filter((file) => !cached.has(file)));
  // A file of a folder still live stays (a language's messages, loaded on demand, are not in the manifest).
  const liveFolders = new Set([...live].map(folderOf));
  for (const file of cached) if (!liveFolders.has(folderOf(file))) await cache.delete(file);
}

const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

self.addEventListener('install', (event) => {
  // A failure leaves the remotes to the runtime routes above: the worker still installs.
  event.waitUntil(keepLiveRemotes().catch(() => undefined));
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as PageMessage | undefined;
  // Workbox's window helper asks it when the parent chooses to reload into the new version.
  if ((event.data as { type?: string } | undefined)?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'page-opened') {
    const page = event.source as Client | null;
    if (page && pagesShownOldReleases.delete(page.id)) page.postMessage({ type: 'release-changed' } satisfies ServiceWorkerMessage);
    event.waitUntil(Promise.all([sendQueuedWrites().catch(() => undefined), keepLiveRemotes().catch(() => undefined)]));
  }
  if (message?.type === 'online') event.waitUntil(sendQueuedWrites().catch(() => undefined));
  if (message?.type === 'keep-last-view') {
    viewsKept = viewsKept.then(() => keepLastView(message.userId, message.path, message.view)).catch(() => undefined);
    event.waitUntil(viewsKept);
  }
  if (message?.type === 'queued-count') {
    event.waitUntil(writes.getAll().then((entries) => tellPages({ type: 'writes-queued', queued: entries.length })));
  }
});
