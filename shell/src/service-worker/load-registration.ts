/**
 * Loads and runs the service worker's registration (register.ts, with workbox-window) in a chunk
 * of its own, once the page no longer needs the network for itself: the landing page after
 * `load`, the app once its page content is painted (docs/architecture.md, "Offline and installed").
 */
export function loadServiceWorkerRegistration(): void {
  void import(/* webpackChunkName: "service-worker-registration" */ './register').then(({ registerServiceWorker }) =>
    registerServiceWorker(),
  );
}
