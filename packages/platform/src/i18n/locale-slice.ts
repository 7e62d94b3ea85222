import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from '@flourishly/contracts/locales';
import { deviceLocale } from './device-locale';

// Kept here too for the platform's index and its tests; the store-free subpath holds them.
export { deviceLocale, LOCALE_STORAGE_KEY } from './device-locale';

export interface LocaleState {
  locale: Locale;
}

/**
 * The language every screen speaks (docs/architecture.md, "Languages"): the device's until the
 * signed-in parent's chosen `locale` arrives, then theirs.
 */
export const localeSlice = createSlice({
  name: 'locale',
  initialState: (): LocaleState => ({ locale: deviceLocale() }),
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
  },
  selectors: { selectLocale: (state) => state.locale },
});

export const { localeChanged } = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;
