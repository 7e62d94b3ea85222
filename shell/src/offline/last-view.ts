// A returning parent's last view of a page (docs/architecture.md, "Returning first screen"): the
// service worker sends it with the page, so the page paints before any script has run; the app
// replaces it once it has drawn the page itself. keep-last-views.ts keeps the views.
import { PAGE_CONTENT } from '@flourishly/platform';
import { hasLastView, removeFirstScreen } from '../landing/first-screen';

/** How long a last view may stand in for the page when the page never shows its content (an error, a page without one), in milliseconds. */
export const LAST_VIEW_FALLBACK_MS = 4000;

/** Whether the app's render in `container` has its page's content, and nothing of it is still loading. */
export function showsSettledPage(container: Element): boolean {
  return (
    container.querySelector(`[elementtiming="${PAGE_CONTENT}"]`) !== null &&
    container.querySelector('[data-testid="spinner"], [aria-busy="true"]') === null
  );
}

/**
 * Keeps the last view on screen (the app's `#root` stays hidden under it, index.html) until the
 * app's render in `container` has its page's content settled, then removes it before the next
 * frame (a MutationObserver's callback runs before the browser paints); after
 * LAST_VIEW_FALLBACK_MS whatever the app shows. Nothing when the page has no last view.
 */
export function replaceLastViewWhenReady(container: Element): void {
  if (!hasLastView()) return;
  const replace = () => {
    observer.disconnect();
    clearTimeout(timer);
    removeFirstScreen();
  };
  const observer = new MutationObserver(() => {
    if (showsSettledPage(container)) replace();
  });
  const timer = setTimeout(replace, LAST_VIEW_FALLBACK_MS);
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
}
