import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../../config/app-config';

/** Header carrying the request id, read from the caller (a proxy) and echoed on every answer. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's id is kept only when short and made of safe characters, so it cannot forge log lines. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Paths whose segment after the prefix is a secret token: API calls and the pages the emails link to. */
const TOKEN_IN_PATH = /^(\/api\/invitations\/|\/api\/shared-reports\/|\/invite\/|\/shared\/report\/)[^/?#]+/i;
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

/**
 * `url` as the router reads it: percent-encoding decoded (left as it is when malformed), runs of
 * slashes collapsed and `.`/`..` segments resolved in the path, so `//api/invitations/<t>` or
 * `/api/%69nvitations/<t>` are matched like `/api/invitations/<t>`.
 */
function normalisedUrl(url: string): string {
  // Most paths hold nothing to normalise: skip the work on the hot path.
  if (!/%|\/\/|\/\.|\\/.test(url)) return url;
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // Malformed escapes: match the raw text.
  }
  const split = decoded.search(/[?#]/);
  const path = split < 0 ? decoded : decoded.slice(0, split);
  const rest = split < 0 ? '' : decoded.slice(split);
  const collapsed = path.replace(/[/\\]+/g, '/');
  let resolved = collapsed;
  try {
    resolved = new URL(collapsed, 'http://localhost').pathname;
  } catch {
    // Not a path the URL parser takes: keep it collapsed.
  }
  return `${resolved}${rest}`;
}

/**
 * `url`, normalised ({@link normalisedUrl}), with the token of an invitation, a report link or a
 * reset link replaced by `[redacted]`.
 */
export function loggedPath(url: string): string {
  return normalisedUrl(url).replace(TOKEN_IN_PATH, `$1${REDACTED}`).replace(TOKEN_IN_QUERY, `$1${REDACTED}`);
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

function requestFields(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    // The route pattern matched (e.g. `/api/child-profiles/:childId`), or null when none did.
    route: request.routeOptions.url ?? null,
    path: loggedPath(request.url),
    status: reply.statusCode,
    durationMs: reply.elapsedTime,
  };
}

/**
 * Writes one JSON line per finished request through the request's logger (`request.log`, bound
 * to the request id): `{reqId, method, route, path, status, durationMs}` at `info` (health probes
 * at `debug`, 5xx at `error` as "request failed"). Every answer carries the request id in
 * `X-Request-Id` (Fastify's `genReqId` is {@link requestIdOf}). No header, cookie or body is
 * logged, and tokens in the path are redacted (docs/architecture.md, "Logs").
 */
export function registerRequestLogging(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const fields = requestFields(request, reply);
    if (reply.statusCode >= 500)
      request.log.error({ ...fields, err: new Error(`failed with status code ${reply.statusCode}`) }, 'request failed');
    else if (request.url.startsWith('/api/health')) request.log.debug(fields, 'request completed');
    else request.log.info(fields, 'request completed');
    done();
  });
}
