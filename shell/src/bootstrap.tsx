// Static: the landing start is small, and a separate chunk would cost a round trip before the
// landing page's first render.
import { hasLastView, keepFirstScreenPresses, removeFirstScreen } from './landing/first-screen';
import { startLanding } from './landing/start-landing';
import type { StartRequests } from './start/start-requests';
import { shouldStartLanding } from './start/start-requests';

const loadApp = () => import(/* webpackChunkName: "app" */ './app/start-app');

/**
 * Chooses the start path once the first requests answer: a signed-out visitor at `/` gets the
 * light landing start (theme + the landing remote, no router, store or platform bundle); every
 * other visit starts the full app. See docs/architecture.md, "Landing start path".
 */
export async function start(requests: StartRequests) {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const { pathname } = window.location;
  // A press on the prerendered first screen's menu button waits for the live page.
  keepFirstScreenPresses();
  // Away from `/` the full app starts whoever is signed in: its code loads while the session is asked.
  const appCode = pathname === '/' ? null : loadApp();
  const [config, session] = await Promise.all([requests.config, requests.session]);
  if (shouldStartLanding(pathname, session)) {
    startLanding(container, config);
    return;
  }
  const { startApp } = await (appCode ?? loadApp());
  // A task of its own for the start: evaluating the app's code (the store's API definitions
  // among it) and creating the store were one long task (docs/architecture.md, "Page budgets").
  await new Promise((resolve) => setTimeout(resolve));
  // Signed in after all: the landing page's first screen, if the server sent one, is not this page.
  // A returning parent's last view of the page stays until the app has drawn it (start-app.tsx).
  if (!hasLastView()) removeFirstScreen();
  startApp(container, config, session, requests.responses);
}
