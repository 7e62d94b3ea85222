// Browser APIs jsdom lacks but Radix primitives and our components use.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { apiServer, failUnhandledRequest, takeUnhandledRequests } from '@flourishly/platform/testing/api-mock';
import { takeContractViolations } from '@flourishly/platform/testing/handlers';

// Mock Service Worker is the one fetch mock (packages/platform/src/testing/api-mock.ts): a
// request no handler of the test answers fails the call, and the test.
beforeAll(() => apiServer.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => apiServer.resetHandlers());
afterEach(() => {
  const requests = takeUnhandledRequests();
  if (requests.length > 0) {
    throw new Error(`No handler of the test answered:\n${requests.join('\n')}`);
  }
});
// A typed handler (packages/platform/src/testing/handlers.ts) that received what the server
// would reject (path parameters, query or body against the endpoint's schemas) fails the test.
afterEach(() => {
  const violations = takeContractViolations();
  if (violations.length > 0) {
    throw new Error(
      `The client sent what the server would reject:\n${violations.map((v) => `${v.endpoint} ${v.url} ${v.part}: ${v.issues}`).join('\n')}`,
    );
  }
});
afterAll(() => apiServer.close());

// Lazy chunks and RTK Query answers can take more than the default second on a busy two-core
// machine; a real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// A test file may ask for Node's environment (`@jest-environment node`, e.g. a server render).
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;

  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}
