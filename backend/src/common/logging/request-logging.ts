import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { AppConfig } from '../../config/app-config';

/** Header carrying the request id, read from the caller (a proxy) and echoed on every answer. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's id is kept only when short and made of safe characters, so it cannot forge log lines. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Paths whose segment after the prefix is a secret token: API calls and the pages the emails link to. */
const TOKEN_IN_PATH = /^(\/api\/invitations\/|\/api\/shared-reports\/|\/invite\/|\/shared\/report\/)[^/?#]+/;
/** `token=` in a query string, as in the password-reset link. */
const TOKEN_IN_QUERY = /([?&]token=)[^&#]*/gi;

const REDACTED = '[redacted]';

/**
 * Where a secret could end up if someone logs a request, a response or a body object: censored
 * by pino before a line is written. The request line itself carries none of them
 * (see {@link createRequestLogging}).
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.body.password',
  'req.body.currentPassword',
  'req.body.newPassword',
  'req.body.token',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'body.password',
  'body.currentPassword',
  'body.newPassword',
  'body.token',
  'password',
  'token',
];

/** `url` with the token of an invitation, a report link or a reset link replaced by `[redacted]`. */
export function loggedPath(url: string): string {
  return url.replace(TOKEN_IN_PATH, `$1${REDACTED}`).replace(TOKEN_IN_QUERY, `$1${REDACTED}`);
}

/** The caller's `X-Request-Id` when it is valid, otherwise a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The app's one pino logger: JSON lines at `level` to `destination`, secrets censored at
 * {@link REDACTED_PATHS}. The default destination is stdout written asynchronously: lines made
 * while a write is under way go out together, instead of one blocking write per request
 * (docs/architecture.md, "Hot path"); pino flushes what is left when the process exits.
 */
export function createRootLogger(level: AppConfig['logLevel'], destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: REDACTED } };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}

/** The route pattern Express matched (e.g. `/api/child-profiles/:id`), or null when none did. */
function routeOf(request: IncomingMessage): string | null {
  const route = (request as Request).route as { path?: unknown } | undefined;
  return typeof route?.path === 'string' ? `${(request as Request).baseUrl ?? ''}${route.path}` : null;
}

function requestFields(request: IncomingMessage, response: ServerResponse, durationMs: number) {
  return {
    method: request.method,
    route: routeOf(request),
    path: loggedPath((request as Request).originalUrl ?? request.url ?? ''),
    status: response.statusCode,
    durationMs,
  };
}

/**
 * Express middleware writing one JSON line per finished request: `{reqId, method, route, path,
 * status, durationMs}` at `info` (health probes at `debug`, 5xx at `error` with the error).
 * Every answer carries the request id in `X-Request-Id`, and `req.log` is a child logger bound to
 * it. No header, cookie or body is logged, and tokens in the path are redacted
 * (docs/architecture.md, "Logs").
 */
export function createRequestLogging(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    genReqId: (request, response) => {
      const id = requestIdOf(request);
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (request, response, error) => {
      if (error || response.statusCode >= 500) return 'error';
      return ((request as Request).originalUrl ?? request.url ?? '').startsWith('/api/health') ? 'debug' : 'info';
    },
    customSuccessObject: (request, response, value) => requestFields(request, response, (value as { responseTime: number }).responseTime),
    customErrorObject: (request, response, error, value) => ({
      ...requestFields(request, response, (value as { responseTime: number }).responseTime),
      err: error,
    }),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
  });
}
