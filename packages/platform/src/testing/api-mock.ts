// The one fetch mock of every front-end test: Mock Service Worker's request interception. The
// jsdom jest setup (jest.setup.jsdom.ts) starts `apiServer` for each test file and drops the
// handlers a test added after it; a test answers with the typed handlers (./handlers.ts).
// Imported by tests only, by path ('@flourishly/platform/testing/api-mock', or
// '@flourishly/platform/testing').
import { HttpResponse, type DefaultBodyType } from 'msw';
import { setupServer } from 'msw/node';

/** The server that intercepts every `fetch` of a test; a request no handler answers fails (see {@link failUnhandledRequest}). */
export const apiServer = setupServer();

/** An answer: status and a JSON body (omitted: empty), or `text` sent as it is. */
export interface MockAnswer {
  status: number;
  body?: unknown;
  text?: string;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The Response of an answer: JSON unless `text` is given; statuses that carry no body send none. */
export function answerResponse({ status, body, text }: MockAnswer): Response {
  if (NULL_BODY_STATUSES.has(status)) return new HttpResponse(null, { status });
  if (text !== undefined) return new HttpResponse(text, { status });
  if (body === undefined) return new HttpResponse('', { status });
  return HttpResponse.json(body as DefaultBodyType, { status });
}

const unhandled: string[] = [];

/**
 * `apiServer`'s `onUnhandledRequest`: a request no handler of the test answers fails its call (a
 * network error, with MSW's message) and is kept, so that the test fails too (jest.setup.jsdom.ts):
 * a test answers every request its code sends, and a request nobody expected is a finding.
 */
export function failUnhandledRequest(request: Request, print: { error(): void }) {
  const url = new URL(request.url);
  const ownOrigin = typeof window !== 'undefined' && url.origin === window.location.origin;
  unhandled.push(`${request.method} ${ownOrigin ? url.pathname + url.search : url.href}`);
  print.error();
}

/** Returns and forgets the requests no handler answered since the last call ('GET /api/path?query'). */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}
