import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { CHILD_TAB_PATHS } from '@flourishly/contracts/routes';

/** sessionStorage key of the saved positions, so a reload (and back after it) finds them. */
const STORAGE_KEY = 'flourishly:scroll-positions';
/** How long a restored position or an anchor waits for the page's content to grow tall enough. */
const RESTORE_WITHIN_MS = 3000;
/** How long the new page's heading is awaited (a remote's page arrives after its code). */
const FOCUS_WITHIN_MS = 10_000;
/** At most this many positions are kept (the oldest entries go first). */
const MAX_POSITIONS = 100;

const CHILD_TAB = new RegExp(`^/(child|child-profiles)/([^/]+)(?:/(${CHILD_TAB_PATHS.filter(Boolean).join('|')}))?/?$`);

/**
 * The page an address shows, for scrolling: its pathname, except that a child page's tabs are one
 * page ('/child/7' and '/child/7/games'), so changing tab or filters does not jump to the top.
 */
export function scrollPageOf(pathname: string): string {
  const tab = CHILD_TAB.exec(pathname);
  return tab ? `/${tab[1]}/${tab[2]}` : pathname;
}

function readPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
    return new Map(Array.isArray(saved) ? saved : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_POSITIONS)));
  } catch {
    // Storage full or blocked: back and forward still work within this page load.
  }
}

/**
 * Calls `step` each frame until it returns true, `withinMs` pass, or the person scrolls, types or
 * taps (their own move wins). Returns the cancel function.
 */
function everyFrameUntil(step: () => boolean, withinMs: number, onStop?: () => void): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_MOVES) window.removeEventListener(type, stop);
    onStop?.();
  };
  const tick = () => {
    if (step() || performance.now() - started > withinMs) stop();
    else frame = requestAnimationFrame(tick);
  };
  for (const type of USER_MOVES) window.addEventListener(type, stop, { passive: true });
  tick();
  return stop;
}
const USER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scrolls to `y` once the page is tall enough (its blocks may still be arriving). */
function restoreTo(y: number, onStop: () => void): () => void {
  return everyFrameUntil(
    () => {
      window.scrollTo(0, y);
      return Math.abs(window.scrollY - y) < 2;
    },
    RESTORE_WITHIN_MS,
    onStop,
  );
}

/** Scrolls the element of the address's `#hash` into view once it is there. */
function scrollToAnchor(hash: string): () => void {
  const id = decodeURIComponent(hash.slice(1));
  return everyFrameUntil(() => {
    const target = document.getElementById(id);
    target?.scrollIntoView();
    return target !== null;
  }, RESTORE_WITHIN_MS);
}

/**
 * Moves focus to the new page's `<h1>` once it is drawn, unless the person or the page has
 * focused something else meanwhile. The heading is not scrolled to (the page opens at its top).
 */
function focusHeadingWhenDrawn(): () => void {
  const before = document.activeElement;
  const untouched = () => {
    const active = document.activeElement;
    return active === null || active === document.body || active === before || !active.isConnected;
  };
  const tryFocus = () => {
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (untouched()) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), FOCUS_WITHIN_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Scroll and focus on navigation (docs/architecture.md, "Scroll and focus"): the app's router is
 * declarative, so react-router's `<ScrollRestoration>` (data routers only) is replaced by this.
 * - A new page (link, redirect) opens at its top, or at its `#anchor`, and focus moves to its
 *   `<h1>` when it is drawn, so a screen reader starts there.
 * - Back and forward restore the position the entry had, per history entry (`location.key`),
 *   also after a reload (sessionStorage).
 * - A child page's tabs and an address that only changes its query stay where they are.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef<{ key: string; page: string } | null>(null);
  const restoring = useRef(false);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // At once (a Map write): a frame later the next page may already be drawn.
    const record = () => {
      if (current.current && !restoring.current) positions.current?.set(current.current.key, window.scrollY);
    };
    const save = () => positions.current && writePositions(positions.current);
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const leaving = current.current;
    const page = scrollPageOf(location.pathname);
    current.current = { key: location.key, page };
    // The position left behind was recorded as it scrolled (here the new page is already drawn).
    if (leaving) writePositions(positions.current);
    const stops: (() => void)[] = [];
    const saved = positions.current.get(location.key);
    if (navigationType === 'POP') {
      // Back, forward or a reload: where this entry was left.
      if (saved !== undefined) {
        restoring.current = true;
        stops.push(restoreTo(saved, () => (restoring.current = false)));
      } else if (location.hash) stops.push(scrollToAnchor(location.hash));
    } else if (!leaving || leaving.page !== page) {
      if (location.hash) stops.push(scrollToAnchor(location.hash));
      else window.scrollTo(0, 0);
    }
    // A new page reached from another: focus its heading (not on the first load or back/forward,
    // where the browser's own focus start applies).
    if (leaving && leaving.page !== page && navigationType !== 'POP') stops.push(focusHeadingWhenDrawn());
    return () => stops.forEach((stop) => stop());
  }, [location.key, location.pathname, location.hash, navigationType]);
}

/** Renders nothing; runs {@link useScrollRestoration} inside the router. */
export function ScrollRestoration(): null {
  useScrollRestoration();
  return null;
}
