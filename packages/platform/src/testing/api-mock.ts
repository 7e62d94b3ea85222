// The one fetch mock of every front-end test: Mock Service Worker's request interception. The
// jsdom jest setup (jest.setup.jsdom.ts) starts `apiServer` for each test file and drops the
// handlers a test added after it. Imported by tests only, by path
// ('@flourishly/platform/testing/api-mock', or '@flourishly/platform/testing').
import { http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import { setupServer } from 'msw/node';

/** The server that intercepts every `fetch` of a test; unhandled requests fail the call. */
export const apiServer = setupServer();

/** A request the code under test made: method, URL (a path on the page's own origin) and body. */
export interface MockCall {
  method: string;
  /** The path and query for the page's own origin ('/api/user?x=1'), the full URL otherwise. */
  url: string;
  /** The JSON body parsed, or undefined without a body (a body that is not JSON stays text). */
  body: unknown;
}

/** An answer: status and a JSON body (omitted: empty), or `text` sent as it is. */
export interface MockAnswer {
  status: number;
  body?: unknown;
  text?: string;
}

/** Answers one call: a {@link MockAnswer}, a `Response` (e.g. `HttpResponse.error()`), or undefined for a JSON 404. */
export type MockRoute = (call: MockCall) => MockAnswer | Response | undefined | Promise<MockAnswer | Response | undefined>;

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The Response of an answer: JSON unless `text` is given; statuses that carry no body send none. */
export function answerResponse({ status, body, text }: MockAnswer): Response {
  if (NULL_BODY_STATUSES.has(status)) return new HttpResponse(null, { status });
  if (text !== undefined) return new HttpResponse(text, { status });
  if (body === undefined) return new HttpResponse('', { status });
  return HttpResponse.json(body as DefaultBodyType, { status });
}

/** The body text a call sent (JSON as `JSON.stringify` writes it), or undefined without a body. */
export const bodyText = (call: MockCall) =>
  call.body === undefined || typeof call.body === 'string' ? call.body : JSON.stringify(call.body);

/** Reads a request into a {@link MockCall}. */
export async function readCall(request: Request): Promise<MockCall> {
  const url = new URL(request.url);
  const text = await request.text();
  let body: unknown = undefined;
  if (text.length > 0) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { method: request.method, url: url.origin === window.location.origin ? url.pathname + url.search : url.href, body };
}

/**
 * Answers every request of the test with `route` (undefined: 404 with a JSON error body; a
 * promise answers when it settles) and returns the calls, recorded in order. Later handlers of
 * the test (`apiServer.use`, {@link answerJson}) take precedence.
 */
export function mockApi(route: MockRoute): MockCall[] {
  const calls: MockCall[] = [];
  apiServer.use(
    http.all('*', async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      const answer = (await route(call)) ?? { status: 404, body: { statusCode: 404, message: 'Not found' } };
      return answer instanceof Response ? answer : answerResponse(answer);
    }),
  );
  return calls;
}

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/**
 * One typed handler: answers `method path` (an MSW path such as '/api/child-profiles/:id') with
 * `body`, whose type is the contracts' type of that endpoint (e.g. `answerJson<ChildProfile>`).
 * `body` may be a function of the request's path parameters and parsed JSON body.
 */
export function answerJson<T>(method: Method, path: string, body: T | ((params: PathParams, requestBody: unknown) => T), status = 200) {
  return http[method](path, async ({ params, request }) => {
    const text = await request.text();
    const value =
      typeof body === 'function' ? (body as (p: PathParams, b: unknown) => T)(params, text ? JSON.parse(text) : undefined) : body;
    return answerResponse({ status, body: value });
  });
}
