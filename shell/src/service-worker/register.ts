import type { PageMessage } from '@flourishly/platform/offline-protocol';
import { Workbox } from 'workbox-window';
import { tellPlatform } from './news';

function ask(message: PageMessage): void {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/**
 * Registers /sw.js (docs/architecture.md, "Offline and installed") with Workbox's window helper:
 * announces a new version that waits (its news are heard by news.ts from the start), whose
 * reload the parent chooses, and asks the worker to send any queued writes now and when the network
 * returns (browsers without Background Sync depend on it). Called once the page has loaded.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    tellPlatform({
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
