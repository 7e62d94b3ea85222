import { afterPageContent, PAGE_CONTENT, PAGE_CONTENT_FALLBACK_MS } from './after-page-content';

type ElementEntry = { entryType: 'element'; identifier: string };

/** A PerformanceObserver that reports element timing as a Chromium browser does, driven by the test. */
class FakeElementTimingObserver {
  static supportedEntryTypes = ['element', 'largest-contentful-paint'];
  static instances: FakeElementTimingObserver[] = [];
  options: PerformanceObserverInit | undefined;
  disconnected = false;
  constructor(private readonly report: (list: { getEntries: () => ElementEntry[] }) => void) {
    FakeElementTimingObserver.instances.push(this);
  }
  observe(options: PerformanceObserverInit) {
    this.options = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The browser painted elements with these Element Timing names. */
  paint(...identifiers: string[]) {
    if (!this.disconnected) this.report({ getEntries: () => identifiers.map((identifier) => ({ entryType: 'element', identifier })) });
  }
}

describe('afterPageContent', () => {
  const original = globalThis.PerformanceObserver;
  afterEach(() => {
    jest.useRealTimers();
    FakeElementTimingObserver.instances = [];
    if (original) globalThis.PerformanceObserver = original;
    else delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  const withElementTiming = () => {
    globalThis.PerformanceObserver = FakeElementTimingObserver as unknown as typeof PerformanceObserver;
  };

  it("runs once the page's content is painted, not for another element's paint", () => {
    jest.useFakeTimers();
    withElementTiming();
    const callback = jest.fn();
    afterPageContent(callback);
    const [observer] = FakeElementTimingObserver.instances;
    // Buffered: a content painted before the call still counts.
    expect(observer.options).toEqual({ type: 'element', buffered: true });
    observer.paint('hero-picture');
    expect(callback).not.toHaveBeenCalled();
    observer.paint('hero-picture', PAGE_CONTENT);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
    // Neither a later paint nor the fallback calls it again.
    jest.advanceTimersByTime(PAGE_CONTENT_FALLBACK_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback delay when the page marks no content', () => {
    jest.useFakeTimers();
    withElementTiming();
    const callback = jest.fn();
    afterPageContent(callback);
    jest.advanceTimersByTime(PAGE_CONTENT_FALLBACK_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(FakeElementTimingObserver.instances[0].disconnected).toBe(true);
  });

  it('runs in the next task where the browser reports no element timing', () => {
    jest.useFakeTimers();
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    const callback = jest.fn();
    afterPageContent(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    jest.useFakeTimers();
    withElementTiming();
    const callback = jest.fn();
    const cancel = afterPageContent(callback);
    cancel();
    FakeElementTimingObserver.instances[0].paint(PAGE_CONTENT);
    jest.advanceTimersByTime(PAGE_CONTENT_FALLBACK_MS);
    expect(callback).not.toHaveBeenCalled();
    expect(FakeElementTimingObserver.instances[0].disconnected).toBe(true);
  });
});
