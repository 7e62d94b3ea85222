import { listenToServiceWorker } from './service-worker/news';
import { preloadRouteRemote } from './start/route-remote';
import { startRequests } from './start/start-requests';

// Before anything else: the service worker may say an answer it gave from a copy has changed.
listenToServiceWorker();
// Async boundary: the shared scope is negotiated before any shared module is used. The first
// requests start here already, in parallel with loading the app's code.
const { pathname } = window.location;
const requests = startRequests();
// The page's federated code loads alongside the app's (docs/architecture.md, "Page budgets").
void Promise.all([requests.config, requests.session]).then(([config, session]) => preloadRouteRemote(pathname, config, session));
void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ start }) => start(requests));
