import {
  SERVICE_WORKER_NEWS_EVENT,
  type PageMessage,
  type ServiceWorkerMessage,
  type ServiceWorkerNews,
} from '@flourishly/platform/offline-protocol';
import { Workbox } from 'workbox-window';

/** The page's news for the platform's offline status, which may be in another bundle (offline-protocol.ts). */
function tell(news: ServiceWorkerNews): void {
  window.dispatchEvent(new CustomEvent(SERVICE_WORKER_NEWS_EVENT, { detail: news }));
}

function ask(message: PageMessage): void {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/**
 * Registers /sw.js (docs/architecture.md, "Offline and installed") with Workbox's window helper:
 * passes the worker's news on (writes queued or sent), announces a new version that waits, whose
 * reload the parent chooses, and asks the worker to send any queued writes now and when the network
 * returns (browsers without Background Sync depend on it). Called once the page has loaded.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('message', (event) => {
    const message = event.data as ServiceWorkerMessage | undefined;
    if (message?.type === 'writes-queued' || message?.type === 'writes-sent') tell(message);
  });
  workbox.addEventListener('waiting', () => {
    tell({
      type: 'update-ready',
      reload: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  window.addEventListener('online', () => ask({ type: 'online' }));
  void workbox.register().then(() => {
    ask({ type: 'page-opened' });
    ask({ type: 'queued-count' });
  });
}
