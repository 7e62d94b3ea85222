// The service worker (docs/architecture.md, "Offline and installed"): built by Workbox's
// InjectManifest into /sw.js. It precaches the shell, keeps the live release of every remote
// (following /remotes.json), answers pages and the signed-in parent's API reads from its caches
// when the network is gone, and queues the idempotent writes made offline until it returns.
import { currentUserRoute, isIdempotentRequest, logoutRoute } from '@flourishly/contracts/endpoint-paths';
import { Queue } from 'workbox-background-sync';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE_PREFIX,
  apiCacheName,
  isOfflineReadable,
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
  currentUser = saved ? Number(await saved.text()) || null : null;
  return currentUser;
}

/**
 * Remembers who is signed in (GET /api/user's answer): another parent's copies, or everyone's at
 * sign-out or when the session ends, are deleted, so two accounts on one phone never share them.
 */
async function setCurrentUser(userId: number | null): Promise<void> {
  if ((await readCurrentUser()) === userId) return;
  currentUser = userId;
  const pages = await caches.open(PAGES_CACHE);
  if (userId === null) await pages.delete(CURRENT_USER_KEY);
  else await pages.put(CURRENT_USER_KEY, new Response(String(userId)));
  const keep = userId === null ? null : apiCacheName(userId);
  for (const name of await caches.keys()) if (name.startsWith(API_CACHE_PREFIX) && name !== keep) await caches.delete(name);
}

/** Marks a copy served from a cache with when the server answered it, for the page's offline note. */
function markedCopy(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_SAVED_AT_HEADER, new Date(response.headers.get('Date') ?? Date.now()).toISOString());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Copies are looked up by URL alone: a localised answer varies by Accept-Language, and offline the last one kept is the one to show. */
const MATCH_OPTIONS: CacheQueryOptions = { ignoreVary: true };

const networkThenCopy = (cacheName: string) =>
  new NetworkFirst({
    cacheName,
    matchOptions: MATCH_OPTIONS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      { cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && markedCopy(cachedResponse) },
    ],
  });

// Pages: the network's answer, else the last one of this address, else any page of the app (the
// shell's index.html is the same everywhere; the router shows the address's screen).
const pages = networkThenCopy(PAGES_CACHE);
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      const cache = await caches.open(PAGES_CACHE);
      const any = (await cache.keys()).find((key) => new URL(key.url).pathname !== CURRENT_USER_KEY);
      const page = any && (await cache.match(any));
      if (page) return markedCopy(page);
      throw error;
    }
  },
);

// The signed-in parent's reads: the network's answer, kept per parent, else the kept copy.
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && isOfflineReadable(url.pathname),
  async ({ request, event }) => {
    const url = new URL(request.url);
    if (url.pathname === currentUserRoute.path) return userRead(request, event);
    const userId = await readCurrentUser();
    if (userId !== null) return networkThenCopy(apiCacheName(userId)).handle({ request, event });
    // Asked alongside GET /api/user, before the worker knows whose it is: kept once that answers.
    const response = await fetch(request);
    if (response.status === 200) {
      const kept = response.clone();
      event.waitUntil(
        nextUserAnswer().then(async (answeredUser) => {
          if (answeredUser !== null) await (await caches.open(apiCacheName(answeredUser))).put(request, kept);
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

/** GET /api/user: learns who is signed in (a 401 means nobody), and answers from the copy offline. */
async function userRead(request: Request, event: ExtendableEvent): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const userId = await readCurrentUser();
    const copy = userId === null ? undefined : await (await caches.open(apiCacheName(userId))).match(request, MATCH_OPTIONS);
    if (copy) return markedCopy(copy);
    throw error;
  }
  if (response.status === 401) event.waitUntil(setCurrentUser(null).then(() => userAnswered(null)));
  if (response.ok) {
    // Both copies now: the page reads the answer's body meanwhile.
    const [read, kept] = [response.clone(), response.clone()];
    event.waitUntil(
      read.json().then(async (user: { id?: unknown }) => {
        if (typeof user.id !== 'number') return;
        await setCurrentUser(user.id);
        await (await caches.open(apiCacheName(user.id))).put(request, kept);
        userAnswered(user.id);
      }),
    );
  }
  return response;
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

// Remotes' files: content-hashed ones never change; entries and manifests are asked afresh, the copy offline.
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin && /^\/(remotes|releases)\//.test(url.pathname) && /\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname),
  new CacheFirst({ cacheName: REMOTES_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/(remotes|releases)\//.test(url.pathname),
  new NetworkFirst({ cacheName: REMOTES_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
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
        await fetch(entry.request.clone());
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
      try {
        return await fetch(keyed.clone());
      } catch {
        await writes.pushRequest({ request: keyed });
        await tellPages({ type: 'writes-queued', queued: (await writes.getAll()).length });
        return new Response(null, { status: 202, headers: { [OFFLINE_QUEUED_HEADER]: 'true' } });
      }
    },
    method,
  );
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
    event.waitUntil(Promise.all([sendQueuedWrites().catch(() => undefined), keepLiveRemotes().catch(() => undefined)]));
  }
  if (message?.type === 'online') event.waitUntil(sendQueuedWrites().catch(() => undefined));
  if (message?.type === 'queued-count') {
    event.waitUntil(writes.getAll().then((entries) => tellPages({ type: 'writes-queued', queued: entries.length })));
  }
});
