// Keeps a signed-in parent's last view of each page (docs/architecture.md, "Returning first
// screen") for the service worker to send with that page next time. Loaded once the page's content
// is painted: nothing of it is needed to draw a page.
import { LAST_VIEW_MAX_CHARS, type LastView, type PageMessage } from '@flourishly/platform/offline-protocol';
import { showsSettledPage } from './last-view';

/** How long the page must stay unchanged before its view is kept, in milliseconds. */
export const SETTLED_MS = 1000;

/** What only the moment it was drawn for shows: announcements, toasts, dialogs, loading states. */
const TRANSIENT = '[aria-live], [role="alert"], [role="status"], [role="dialog"], [role="alertdialog"], script';

/**
 * The view of the page in `container` to keep: its markup without what is transient, and the CSS
 * rules of the app's style sheets (styled-components inserts them through the CSSOM, so they are
 * read as rules, not as text). Null while the page is still loading, or when it is too large.
 */
export function viewOf(container: Element, doc: Document = document): LastView | null {
  if (!showsSettledPage(container)) return null;
  const copy = container.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll(TRANSIENT)) element.remove();
  // The page's own frame and a first screen's styles (they have ids) are not the app's.
  const css = [...doc.querySelectorAll<HTMLStyleElement>('style:not([id])')]
    .map((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n'))
    .join('\n');
  const view = { html: copy.innerHTML, css };
  return view.html.length + view.css.length > LAST_VIEW_MAX_CHARS ? null : view;
}

/**
 * Keeps the signed-in parent's view of each page once it has settled (unchanged for SETTLED_MS),
 * by sending it to the service worker that controls the page;
 * nothing without one, while nobody is signed in (`userId` null), or at a report link. Returns a
 * function that stops it.
 */
export function keepLastViews(container: Element, userId: () => number | null): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const keep = () => {
    const worker = navigator.serviceWorker?.controller;
    const id = userId();
    const path = `${window.location.pathname}${window.location.search}`;
    if (!worker || id === null || path.startsWith('/shared/')) return;
    const view = viewOf(container);
    if (view) worker.postMessage({ type: 'keep-last-view', userId: id, path, view } satisfies PageMessage);
  };
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(keep, SETTLED_MS);
  });
  observer.observe(container, { childList: true, subtree: true, characterData: true, attributes: true });
  timer = setTimeout(keep, SETTLED_MS);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
