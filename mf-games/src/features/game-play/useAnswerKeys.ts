import { useEffect } from 'react';

/**
 * Keys 1-4 choose an answer (`choose(0..3)`) while `enabled`; ignored with a modifier key or while
 * typing in a form control.
 */
export function useAnswerKeys(choose: (answerIndex: number) => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      const digit = Number(event.key);
      if (Number.isInteger(digit) && digit >= 1 && digit <= 4) choose(digit - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [choose, enabled]);
}
