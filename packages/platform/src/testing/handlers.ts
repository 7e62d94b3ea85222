// Typed Mock Service Worker handlers derived from the endpoint registry (packages/contracts/src/
// endpoints; docs/architecture.md, "Endpoints are declared once"): one factory per endpoint,
// grouped by the registry's domains, `handlers.children.child(makeChildProfile())`. The answer is
// typed by the entry's response schema, the MSW path comes from the entry's path, and every call
// is recorded and checked against the entry's params, query and body schemas: a client that
// sends what the server would reject fails its test (jest.setup.jsdom.ts). Imported by tests only.
import { http, HttpResponse, type DefaultBodyType } from 'msw';
import type { z } from 'zod';
import { endpointDomains, type ApiErrorBody, type Endpoint, type EndpointDomain, type PathParamNames } from '@flourishly/contracts';
import { answerResponse, apiServer } from './api-mock';

/** The JSON body a success answer of endpoint `E` carries (`z.infer` of its response schema); a file's bytes or text; nothing for a 204. */
export type SuccessBody<E extends Endpoint> = E extends { response: infer S extends z.ZodType }
  ? z.infer<S>
  : E extends { file: string }
    ? string | Blob | ArrayBuffer
    : undefined;

/** The body a client sends to endpoint `E` (the input of its body schema), or undefined for none. */
export type RequestBody<E extends Endpoint> = string extends E['path']
  ? unknown
  : E extends { body: infer S extends z.ZodType }
    ? z.input<S>
    : undefined;

/** A request the code under test made to endpoint `E` (any endpoint by default), as the handler received it. */
export interface EndpointCall<E extends Endpoint = Endpoint> {
  method: string;
  /** The path and query ('/api/games?minAge=3'). */
  url: string;
  /** The path parameters by the registry's names, as sent (strings). */
  params: string extends E['path'] ? Record<string, string> : Record<PathParamNames<E['path']>, string>;
  /** The query parameters; a repeated one is a list. */
  query: Record<string, string | string[]>;
  /** The JSON body parsed (a body that is not JSON stays text), undefined without a body. */
  body: RequestBody<E>;
}

/** An error answer: its status and the API's error body (docs/product.md, errors). */
export class ErrorAnswer {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {}
}

/**
 * An error answer with the API's error body: `apiError(404)`, `apiError(400, 'Name is required')`
 * or `apiError(400, { message, errors })`. The message defaults to a generic one.
 */
export function apiError(status: number, body: string | Partial<ApiErrorBody> = {}): ErrorAnswer {
  const fields = typeof body === 'string' ? { message: body } : body;
  return new ErrorAnswer(status, { statusCode: status, message: status === 404 ? 'Not found' : 'Request failed', ...fields });
}

/** What a handler answers: the success body, an {@link apiError}, or any `Response` (e.g. `HttpResponse.error()`). */
export type Answer<E extends Endpoint> = SuccessBody<E> | ErrorAnswer | Response;

/** Answers one call; a promise answers when it settles (a test can hold an answer back). */
export type Resolver<E extends Endpoint> = (call: EndpointCall<E>) => Answer<E> | Promise<Answer<E>>;

export interface HandlerOptions {
  /** The status of a success answer; the entry's own status by default. */
  status?: number;
  /** Answer the first call only; later calls go to the next handler (or fail as unhandled). */
  once?: boolean;
  /** Check what the client sent against the entry's schemas (default true). */
  validate?: boolean;
}

/** The typed handler factory of one endpoint: registers a handler and returns its calls, in order. */
export interface EndpointHandler<E extends Endpoint> {
  (
    ...args: undefined extends SuccessBody<E>
      ? [answer?: Answer<E> | Resolver<E>, options?: HandlerOptions]
      : [answer: Answer<E> | Resolver<E>, options?: HandlerOptions]
  ): EndpointCall<E>[];
  /** Answers every call with an error: `fail(404)`, `fail(400, 'Name is required')`. */
  fail(status: number, body?: string | Partial<ApiErrorBody>, options?: HandlerOptions): EndpointCall<E>[];
  /** The registry entry. */
  readonly endpoint: E;
}

type Domains = typeof endpointDomains;

/** One typed handler factory per endpoint, by the registry's domain and name. */
export type Handlers = {
  [Domain in EndpointDomain]: {
    [Name in keyof Domains[Domain]]: Domains[Domain][Name] extends Endpoint ? EndpointHandler<Domains[Domain][Name]> : never;
  };
};

/** A problem with what the client sent, found by a handler's schema checks. */
export interface ContractViolation {
  endpoint: string;
  url: string;
  part: 'params' | 'query' | 'body';
  issues: string;
}

const violations: ContractViolation[] = [];

/** Returns and forgets the requests that broke their endpoint's schemas since the last call (jest.setup.jsdom.ts fails the test). */
export function takeContractViolations(): ContractViolation[] {
  return violations.splice(0);
}

/** The MSW path of an OpenAPI-style path: '/api/child-profiles/{childId}' is '/api/child-profiles/:childId'. */
export const mswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  return query;
}

function check(name: string, url: string, part: ContractViolation['part'], schema: z.ZodType | undefined, value: unknown) {
  if (!schema) return;
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    violations.push({ endpoint: name, url, part, issues });
  }
}

function respond(endpoint: Endpoint, answer: unknown, status: number): Response {
  if (answer instanceof Response) return answer;
  if (answer instanceof ErrorAnswer) return answerResponse({ status: answer.status, body: answer.body });
  if (endpoint.file !== undefined && answer !== undefined) {
    return new HttpResponse(answer as BodyInit, { status, headers: { 'Content-Type': endpoint.file } });
  }
  return answerResponse({ status, body: answer as DefaultBodyType });
}

function makeHandler<E extends Endpoint>(name: string, endpoint: E): EndpointHandler<E> {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const register = (answer: unknown, { status = endpoint.status, once = false, validate = true }: HandlerOptions = {}) => {
    const calls: EndpointCall<E>[] = [];
    apiServer.use(
      http[method](
        mswPath(endpoint.path),
        async ({ request, params }) => {
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
          const call = {
            method: request.method,
            url: url.pathname + url.search,
            params: params as EndpointCall<E>['params'],
            query: queryOf(url),
            body: body as RequestBody<E>,
          };
          calls.push(call);
          if (validate) {
            check(name, call.url, 'params', endpoint.params, call.params);
            check(name, call.url, 'query', endpoint.query, call.query);
            if (endpoint.body) check(name, call.url, 'body', endpoint.body, body);
          }
          const value = typeof answer === 'function' ? await (answer as Resolver<E>)(call) : answer;
          return respond(endpoint, value, status);
        },
        { once },
      ),
    );
    return calls;
  };
  return Object.assign((answer?: unknown, options?: HandlerOptions) => register(answer, options), {
    fail: (status: number, body?: string | Partial<ApiErrorBody>, options?: HandlerOptions) => register(apiError(status, body), options),
    endpoint,
  }) as unknown as EndpointHandler<E>;
}

/**
 * The typed handlers of every endpoint, by the registry's domain and name. Each call registers a
 * handler for the rest of the test (a later one for the same endpoint takes precedence) and
 * returns the calls it answers:
 * ```ts
 * handlers.children.child(makeChildProfile({ id: 3 }));
 * handlers.children.child(({ params }) => (params.childId === '3' ? profile : apiError(404)));
 * const saved = handlers.children.updateChild(({ body }) => ({ ...profile, ...body }));
 * handlers.children.deleteChild.fail(403);
 * expect(saved[0].body).toEqual({ name: 'Ada' });
 * ```
 */
export const handlers = Object.fromEntries(
  Object.entries(endpointDomains).map(([domain, entries]) => [
    domain,
    Object.fromEntries(Object.entries(entries).map(([name, endpoint]) => [name, makeHandler(name, endpoint as Endpoint)])),
  ]),
) as unknown as Handlers;

/**
 * Answers every endpoint of the registry with a 404 and the API's error body, below every other
 * handler of the test (those win whenever they were added). For a render that must draw with
 * no data at all (the remotes' contract test); a URL outside the registry still fails.
 */
export function answerEveryEndpointNotFound() {
  const notFound = Object.values(endpointDomains).flatMap((entries) =>
    Object.values(entries as Record<string, Endpoint>).map((endpoint) =>
      http[endpoint.method.toLowerCase() as 'get'](mswPath(endpoint.path), () => respond(endpoint, apiError(404), 404)),
    ),
  );
  apiServer.resetHandlers(...apiServer.listHandlers(), ...notFound);
}
