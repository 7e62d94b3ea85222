import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@flourishly/contracts';
import { PlatformProviders, type AppStore } from '@flourishly/platform';
import { createAppRouter } from './router';
import { RuntimeConfigProvider } from './runtime-config';

export interface AppProps {
  store: AppStore;
  runtimeConfig: RuntimeConfig;
}

/** The composed app: store, theme, toasts, runtime configuration and the router. */
export function App({ store, runtimeConfig }: AppProps) {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <PlatformProviders store={store}>
      <RuntimeConfigProvider value={runtimeConfig}>
        <RouterProvider router={router} />
      </RuntimeConfigProvider>
    </PlatformProviders>
  );
}
