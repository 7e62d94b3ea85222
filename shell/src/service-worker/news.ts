import {
  SERVICE_WORKER_NEWS_BUFFER,
  SERVICE_WORKER_NEWS_EVENT,
  type ServiceWorkerMessage,
  type ServiceWorkerNews,
} from '@flourishly/platform/offline-protocol';

/** What the service worker may tell a page (offline-protocol.ts). */
const MESSAGE_TYPES = new Set<ServiceWorkerMessage['type']>(['writes-queued', 'writes-sent', 'answers-changed']);

/**
 * Passes the service worker's news to the platform's offline status, which may be in another
 * bundle and not loaded yet: each is kept in a window buffer it reads when it loads, and sent as
 * a window event it hears afterwards.
 */
export function tellPlatform(news: ServiceWorkerNews): void {
  const holder = window as unknown as Record<string, ServiceWorkerNews[] | undefined>;
  const buffer = (holder[SERVICE_WORKER_NEWS_BUFFER] ??= []);
  buffer.push(news);
  // The latest few suffice: a count replaces an earlier one, a change asks everything again.
  buffer.splice(0, Math.max(0, buffer.length - 8));
  window.dispatchEvent(new CustomEvent(SERVICE_WORKER_NEWS_EVENT, { detail: news }));
}

/**
 * Hears the service worker from the page's first script on: an answer shown from a copy may
 * change before the app has even started, and that news must not be lost. A page shown from a
 * copy that names other remote releases than the server's is a new version ready: a reload
 * shows it (the worker has kept the server's page by then).
 */
export function listenToServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<ServiceWorkerMessage | undefined>) => {
    if (event.data?.type === 'release-changed') tellPlatform({ type: 'update-ready', reload: () => window.location.reload() });
    else if (event.data && MESSAGE_TYPES.has(event.data.type)) tellPlatform(event.data);
  });
}
