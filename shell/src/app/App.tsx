import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { RuntimeConfig } from '@flourishly/contracts';
import { Messages, PlatformProviders, ScrollRestoration, type AppStore } from '@flourishly/platform';
import { shellMessages } from '../messages';
import { appRoutes } from './routes';
import { RuntimeConfigProvider } from './runtime-config';

export interface AppProps {
  store: AppStore;
  runtimeConfig: RuntimeConfig;
}

/** The route table of routes.tsx, drawn at the browser's address, in the shell's messages (pages outside the frame too). */
export function AppRoutes() {
  return <Messages catalog={shellMessages}>{useRoutes(appRoutes)}</Messages>;
}

/**
 * The composed app: store, theme, toasts, runtime configuration and the router. A declarative
 * router: the app uses no loaders or actions, and the shared router holds only what the apps
 * use (packages/webpack-config/shared-router.js).
 */
export function App({ store, runtimeConfig }: AppProps) {
  return (
    <PlatformProviders store={store}>
      <RuntimeConfigProvider value={runtimeConfig}>
        {/* No transitions: logout and account deletion commit their move to / at once (flushSync), before
            the protected page they leave, now without a user, can send the visitor to /auth. Each
            route has its own Suspense boundary, so a transition would not keep the old page anyway. */}
        <BrowserRouter useTransitions={false}>
          <ScrollRestoration />
          <AppRoutes />
        </BrowserRouter>
      </RuntimeConfigProvider>
    </PlatformProviders>
  );
}
