import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_LIMIT } from '@flourishly/contracts';

export type ToastVariant = 'default' | 'destructive';

/** One toast as it sits in state; `open: false` once dismissed, until removed. */
export interface ToastState {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export interface ToastsState {
  items: ToastState[];
}

const initialState: ToastsState = { items: [] };

/** Toast state (docs/product.md): at most TOAST_LIMIT toasts, the newest first. */
export const toastSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastAdded(state, action: PayloadAction<Omit<ToastState, 'open'>>) {
      state.items = [{ ...action.payload, open: true }, ...state.items].slice(0, TOAST_LIMIT);
    },
    toastDismissed(state, action: PayloadAction<string>) {
      const toast = state.items.find((item) => item.id === action.payload);
      if (toast) toast.open = false;
    },
    toastRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { toastAdded, toastDismissed, toastRemoved } = toastSlice.actions;
