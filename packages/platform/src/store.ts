import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from './api/base-api';
import { toastSlice } from './toast/toast-slice';

/** The root reducer; features may `rootReducer.inject(slice)` more slices at run time. */
export const rootReducer = combineSlices(api, toastSlice);
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The app's one Redux store (the shell creates it; remotes' standalone pages and tests make
 * their own). `preloadedState` seeds it, e.g. a signed-in user in tests.
 */
export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
export type AppStore = ReturnType<typeof createStore>;
