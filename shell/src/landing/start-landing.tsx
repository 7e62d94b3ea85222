import { lazy, startTransition, useMemo, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import type { RuntimeConfig } from '@flourishly/contracts';
import { FIRST_SCREEN_ELEMENT_ID } from '@flourishly/contracts/first-screen';
import { DEFAULT_LOCALE } from '@flourishly/contracts/locales';
// By path, not through '@flourishly/platform': the platform's index would load its whole
// bundle (store, router, Radix, forms, schemas), which the landing page does not use.
import { loadRemoteModule, registerRuntimeRemotes, resetRemote } from '@flourishly/platform/remote-loader';
import { DeviceLocaleRoot } from '@flourishly/platform/device-locale';
import { GlobalStyle } from '@flourishly/platform/global-style';
import { theme } from '@flourishly/platform/theme';
import { LandingBoundary } from './LandingBoundary';
import { loadServiceWorkerRegistration } from '../service-worker/load-registration';

export const LANDING_REMOTE_ID = 'mf_landing/LandingPage';

type LandingComponent = ComponentType<{ appHost: string }>;

const lazyLanding = () =>
  lazy(async () => ({ default: (await loadRemoteModule<{ default: LandingComponent }>(LANDING_REMOTE_ID)).default }));

/**
 * The landing remote in its boundary, in this device's language (its choice, else the browser's;
 * `<html lang>` follows): the landing page adds its own messages. Retry forgets the cached
 * manifest and loads again.
 */
export function LandingRoot({ appHost }: { appHost: string }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Retry loads the remote again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the trigger, not an input
  const Landing = useMemo(() => lazyLanding(), [attempt]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <DeviceLocaleRoot>
        <LandingBoundary
          key={attempt}
          onRetry={() => {
            resetRemote(LANDING_REMOTE_ID);
            setAttempt((value) => value + 1);
          }}
        >
          <Landing appHost={appHost} />
        </LandingBoundary>
      </DeviceLocaleRoot>
    </ThemeProvider>
  );
}

/**
 * The landing start path (signed-out visitor at `/`): registers the remotes, starts loading the
 * landing remote at once and renders it with the theme. Links on the page are full page loads
 * (sign-in, sign-up) or in-page anchors, so no router is needed here.
 */
export function startLanding(container: HTMLElement, config: RuntimeConfig) {
  registerRuntimeRemotes(config.remotes);
  // The server sends the first screen in the browser's language (Accept-Language) and says which;
  // <html lang> follows this device's language at once, so the first screen says its own until
  // the live page replaces it (docs/architecture.md, "Languages").
  const firstScreen = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (firstScreen && !firstScreen.hasAttribute('lang')) firstScreen.setAttribute('lang', DEFAULT_LOCALE);
  // In a transition, so React renders in slices that leave the main thread free for the visitor
  // (the first screen is already painted; docs/architecture.md, "Landing first screen").
  startTransition(() => createRoot(container).render(<LandingRoot appHost={config.appHost} />));
  // The offline copies wait for the page's own loading.
  if (document.readyState === 'complete') loadServiceWorkerRegistration();
  else window.addEventListener('load', loadServiceWorkerRegistration, { once: true });
}
