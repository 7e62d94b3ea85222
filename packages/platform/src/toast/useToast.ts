import { useCallback, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { TOAST_REMOVE_DELAY_MS } from '@flourishly/contracts';
import { toastAdded, toastDismissed, toastRemoved, type ToastVariant } from './toast-slice';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

let nextToastId = 0;

/**
 * Shows toasts from any screen: `toast({ title, description, variant })` returns its id;
 * `dismiss(id)` closes it, and it leaves state TOAST_REMOVE_DELAY_MS later (docs/product.md).
 */
export function useToast() {
  const dispatch = useDispatch();
  const dismiss = useCallback(
    (id: string) => {
      dispatch(toastDismissed(id));
      setTimeout(() => dispatch(toastRemoved(id)), TOAST_REMOVE_DELAY_MS);
    },
    [dispatch],
  );
  const toast = useCallback(
    ({ title, description, variant = 'default' }: ToastOptions) => {
      nextToastId += 1;
      const id = `toast-${nextToastId}`;
      dispatch(toastAdded({ id, title, description, variant }));
      return id;
    },
    [dispatch],
  );
  return useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
}
