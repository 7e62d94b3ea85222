import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isLocale, matchLocale, type Locale } from '@flourishly/contracts/locales';

/** Where a signed-out visitor's choice of language is kept on this device. */
export const LOCALE_STORAGE_KEY = 'flourishly.locale';

/** The language chosen on this device before, else the browser's first language we speak, else English. */
export function deviceLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be off (private modes); the browser's languages decide then.
  }
  return matchLocale(globalThis.navigator?.languages ?? []);
}

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
