import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from './api/base-api';
import type { StartResponses } from './api/base-query';
import { localeSlice } from './i18n/locale-slice';
import { toastSlice } from './toast/toast-slice';

/** The root reducer; features may `rootReducer.inject(slice)` more slices at run time. */
export const rootReducer = combineSlices(api, toastSlice, localeSlice);
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The app's one Redux store (the shell creates it; remotes' standalone pages and tests make
 * their own). `preloadedState` seeds it, e.g. a signed-in user in tests; `startResponses` are the
 * answers the app's start already asked for, which the API's GETs take instead of asking again
 * (the thunk's extra argument, read by the base query).
 */
export function createStore(preloadedState?: Partial<RootState>, { startResponses }: { startResponses?: StartResponses } = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { startResponses } } }).concat(api.middleware),
  });
}
export type AppStore = ReturnType<typeof createStore>;
