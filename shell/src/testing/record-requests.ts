import { apiServer } from '@flourishly/platform/testing/api-mock';

const recorders = new Set<(event: { request: Request }) => void>();
afterEach(() => {
  recorders.forEach((recorder) => apiServer.events.removeListener('request:start', recorder));
  recorders.clear();
});

/**
 * Every request the code under test sends from now to the end of the test, answered or not, in
 * order, as 'METHOD /path?query': for a test of what is sent, or not sent, across endpoints.
 */
export function recordRequests(): string[] {
  const requests: string[] = [];
  const recorder = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  };
  recorders.add(recorder);
  apiServer.events.on('request:start', recorder);
  return requests;
}
