// Static: the landing start is small, and a separate chunk would cost a round trip before the
// landing page's first render.
import { startLanding } from './landing/start-landing';
import type { StartRequests } from './start/start-requests';
import { shouldStartLanding } from './start/start-requests';

/**
 * Chooses the start path once the first requests answer: a signed-out visitor at `/` gets the
 * light landing start (theme + the landing remote, no router, store or platform bundle); every
 * other visit starts the full app. See docs/architecture.md, "Landing start path".
 */
export async function start(requests: StartRequests) {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const [config, session] = await Promise.all([requests.config, requests.session]);
  if (shouldStartLanding(window.location.pathname, session)) {
    startLanding(container, config);
    return;
  }
  const { startApp } = await import('./app/start-app');
  startApp(container, config, session);
}
