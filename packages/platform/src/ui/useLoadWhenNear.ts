import { startTransition, useEffect, useRef, useState } from 'react';

/** What shows that the visitor is heading below the first screen. */
const INTENT_EVENTS = ['scroll', 'keydown', 'pointerdown', 'touchstart', 'hashchange'] as const;

/**
 * True once what sits below the first screen is wanted: when the returned `sentinelRef` element
 * comes within `rootMargin` of the viewport (a tall screen shows it at once), on the first
 * scroll, key, tap or anchor jump, or at once when the page was opened on an anchor or the
 * browser has no IntersectionObserver (never while rendered on a server). Until then it is not
 * loaded, so a phone's first seconds are spent on the first screen only. Set inside a
 * transition, so it renders without blocking the visitor's input. A subpath of its own
 * (`@flourishly/platform/load-when-near`): each app bundles it, so it adds nothing to the shared
 * platform bundle.
 */
export function useLoadWhenNear<T extends Element>(rootMargin = '300px') {
  const sentinelRef = useRef<T>(null);
  // Never on the server: a prerendered first screen holds the first screen only.
  const [wanted, setWanted] = useState(
    () => typeof window !== 'undefined' && (typeof IntersectionObserver === 'undefined' || window.location.hash.length > 1),
  );

  useEffect(() => {
    if (wanted) return undefined;
    const want = () => startTransition(() => setWanted(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin },
    );
    if (sentinelRef.current) observer.observe(sentinelRef.current);
    for (const type of INTENT_EVENTS) window.addEventListener(type, want, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) window.removeEventListener(type, want);
    };
  }, [wanted, rootMargin]);

  return { sentinelRef, wanted };
}
