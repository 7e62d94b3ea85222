import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { createStore, type AppStore } from './store';
import { theme } from './theme/theme';
import { LocaleRoot } from './i18n/Messages';
import { GlobalStyle } from './theme/GlobalStyle';
import type { ToastsState } from './toast/toast-slice';

// Radix Toast is a chunk of its own: no page needs it for its first render (docs/architecture.md, "Page budgets").
const Toaster = lazy(async () => ({ default: (await import('./ui/Toaster')).Toaster }));

/** Mounts the toast viewport with the first toast and keeps it from then on. */
function ToasterOnFirstToast() {
  const hasToasts = useSelector((state: { toasts: ToastsState }) => state.toasts.items.length > 0);
  const [mounted, setMounted] = useState(false);
  if (hasToasts && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export interface PlatformProvidersProps {
  children: ReactNode;
  /** The store to use; a new one is made when omitted (remote dev pages, tests). */
  store?: AppStore;
  /** Render the toast viewport (the shell renders it once). */
  withToaster?: boolean;
}

/** Store, theme, global styles, language and toasts: what every screen needs around it. */
export function PlatformProviders({ children, store, withToaster = true }: PlatformProvidersProps) {
  const [ownStore] = useState(() => store ?? createStore());
  return (
    <Provider store={ownStore}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {/* Only a language other than English waits for its messages' chunk. */}
        <Suspense fallback={null}>
          <LocaleRoot>
            {children}
            {withToaster ? <ToasterOnFirstToast /> : null}
          </LocaleRoot>
        </Suspense>
      </ThemeProvider>
    </Provider>
  );
}
