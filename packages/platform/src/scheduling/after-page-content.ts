import { useEffect, useState } from 'react';

declare module 'react' {
  // Merged with React's own declaration, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /** Element Timing API: the browser reports when this element is painted, under this name. */
    elementtiming?: string;
  }
}

/**
 * The Element Timing name of a page's main content: a page puts `elementtiming={PAGE_CONTENT}`
 * on the element its visitor came for (the game page's question, the child page's name), and
 * what the shell only adds to the page waits for it to be painted (`afterPageContent`).
 */
export const PAGE_CONTENT = 'page-content';

/** How long `afterPageContent` waits for a page that marks no content, in milliseconds. */
export const PAGE_CONTENT_FALLBACK_MS = 3000;

const supportsElementTiming = () =>
  typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element');

/**
 * Runs `callback` once the page's main content (the element marked `elementtiming={PAGE_CONTENT}`)
 * has been painted, as the browser's Element Timing API reports it, or after
 * PAGE_CONTENT_FALLBACK_MS when no such paint is reported; at once (in a task) where the browser
 * has no Element Timing (Firefox, Safari, jsdom). A content painted before the call counts
 * (buffered entries). What a page does not need to draw itself (the bell's unread dot) then never
 * races the page's own requests for a phone's bandwidth (docs/architecture.md, "Paint first, then
 * ask for more"). Returns a function that cancels the call; it does nothing once the callback ran.
 */
export function afterPageContent(callback: () => void): () => void {
  let done = false;
  const elementTiming = supportsElementTiming();
  const observer = elementTiming
    ? new PerformanceObserver((list) => {
        // The entry arrives once the frame is on screen; the callback's requests follow it.
        if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === PAGE_CONTENT)) run();
      })
    : undefined;
  const timer = setTimeout(run, elementTiming ? PAGE_CONTENT_FALLBACK_MS : 0);
  observer?.observe({ type: 'element', buffered: true });
  function cancel() {
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
  }
  function run() {
    if (done) return;
    cancel();
    callback();
  }
  return cancel;
}

/**
 * False until `afterPageContent` has fired for the component's first mount, then true; true from
 * the start where the browser has no Element Timing (there is nothing to wait for).
 */
export function usePageContentShown(): boolean {
  const [shown, setShown] = useState(() => !supportsElementTiming());
  useEffect(() => (shown ? undefined : afterPageContent(() => setShown(true))), [shown]);
  return shown;
}
