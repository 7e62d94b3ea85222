import type { Immunisations } from '@flourishly/contracts';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * A recorded dose leaves its list when the list comes back, and the button that recorded it
 * goes: focus then moves to the live message (with its Undo), not to the page's top. The caller
 * sets the returned ref to what the answer must show before focus moves; nothing moves while the
 * date dialog is open (the dialog, if its opener is gone when it closes, moves focus itself).
 */
export function useStatusFocus(data: Immunisations | undefined, dialogOpen: boolean, statusRef: RefObject<HTMLElement | null>) {
  const focusWhen = useRef<((data: Immunisations) => boolean) | null>(null);
  useEffect(() => {
    const shown = focusWhen.current;
    if (!shown || !data || dialogOpen || !shown(data)) return;
    focusWhen.current = null;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) statusRef.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [data, dialogOpen, statusRef]);
  return focusWhen;
}
