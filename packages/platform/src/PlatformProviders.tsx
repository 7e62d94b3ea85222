import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { createStore, type AppStore } from './store';
import { theme } from './theme/theme';
import { GlobalStyle } from './theme/GlobalStyle';
import { Toaster } from './ui/Toaster';

export interface PlatformProvidersProps {
  children: ReactNode;
  /** The store to use; a new one is made when omitted (remote dev pages, tests). */
  store?: AppStore;
  /** Render the toast viewport (the shell renders it once). */
  withToaster?: boolean;
}

/** Store, theme, global styles and toasts: what every screen needs around it. */
export function PlatformProviders({ children, store, withToaster = true }: PlatformProvidersProps) {
  const [ownStore] = useState(() => store ?? createStore());
  return (
    <Provider store={ownStore}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
        {withToaster ? <Toaster /> : null}
      </ThemeProvider>
    </Provider>
  );
}
