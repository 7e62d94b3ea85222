import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the request was addressed to (honours X-Forwarded-* when trust proxy is on). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? ''}`;
}

/**
 * CSRF protection that keeps the spec's API contract (clients send no token), after OWASP's
 * "verify origin with standard headers": a state-changing request is rejected with 403 when the
 * browser says it is cross-site (Sec-Fetch-Site) or its Origin is not one we trust. Requests
 * carrying neither header are not from a browser and pass. Works with SameSite=Lax cookies.
 * @param trustedOrigins extra origins allowed besides the request's own (e.g. APP_HOST)
 */
export function csrfOriginCheck(trustedOrigins: string[] = []) {
  return (request: FastifyRequest, reply: FastifyReply, next: HookHandlerDoneFunction) => {
    if (SAFE_METHODS.has(request.method)) return next();
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const trusted = (value: string) => value === requestOrigin(request) || trustedOrigins.includes(value);
    const allowed =
      fetchSite === 'same-origin' || fetchSite === 'none'
        ? true
        : origin !== undefined
          ? origin !== 'null' && trusted(origin)
          : fetchSite === undefined;
    if (allowed) return next();
    void reply.code(403).send({ statusCode: 403, message: 'Cross-site request rejected' });
  };
}
