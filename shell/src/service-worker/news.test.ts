import { SERVICE_WORKER_NEWS_BUFFER, SERVICE_WORKER_NEWS_EVENT, type ServiceWorkerNews } from '@flourishly/platform/offline-protocol';
import { listenToServiceWorker } from './news';

const buffer = () => (window as unknown as Record<string, ServiceWorkerNews[] | undefined>)[SERVICE_WORKER_NEWS_BUFFER] ?? [];

describe('listenToServiceWorker', () => {
  const worker = new EventTarget();
  beforeAll(() => {
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    listenToServiceWorker();
  });
  afterAll(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('passes the worker’s news on as a window event, and keeps them for a platform not loaded yet', () => {
    const heard: ServiceWorkerNews[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<ServiceWorkerNews>).detail);
    window.addEventListener(SERVICE_WORKER_NEWS_EVENT, listener);
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'answers-changed' } }));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'writes-queued', queued: 2 } }));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'something-else' } }));
    window.removeEventListener(SERVICE_WORKER_NEWS_EVENT, listener);
    expect(heard).toEqual([{ type: 'answers-changed' }, { type: 'writes-queued', queued: 2 }]);
    expect(buffer().slice(-2)).toEqual(heard);
  });

  it('is read by the platform’s offline status when it loads', async () => {
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'writes-queued', queued: 3 } }));
    await jest.isolateModulesAsync(async () => {
      const { offlineStatus } = await import('@flourishly/platform');
      expect(offlineStatus().queued).toBe(3);
      expect(offlineStatus().refreshes).toBeGreaterThan(0);
    });
    expect(buffer()).toEqual([]);
  });
});
