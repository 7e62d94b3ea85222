import { startRequests } from './start/start-requests';

// Async boundary: the shared scope is negotiated before any shared module is used. The first
// requests start here already, in parallel with loading the app's code.
const requests = startRequests(window.location.pathname);
void import('./bootstrap').then(({ start }) => start(requests));
