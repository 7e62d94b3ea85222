import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the request was addressed to (honours X-Forwarded-* when trust proxy is on). */
export function requestOrigin(request: Request): string {
  return `${request.protocol}://${request.get('host') ?? ''}`;
}

/**
 * CSRF protection that keeps the spec's API contract (clients send no token), after OWASP's
 * "verify origin with standard headers": a state-changing request is rejected with 403 when the
 * browser says it is cross-site (Sec-Fetch-Site) or its Origin is not one we trust. Requests
 * carrying neither header are not from a browser and pass. Works with SameSite=Lax cookies.
 * @param trustedOrigins extra origins allowed besides the request's own (e.g. APP_HOST)
 */
export function csrfOriginCheck(trustedOrigins: string[] = []) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method)) return next();
    const fetchSite = request.get('sec-fetch-site');
    const origin = request.get('origin');
    const trusted = (value: string) => value === requestOrigin(request) || trustedOrigins.includes(value);
    const allowed =
      fetchSite === 'same-origin' || fetchSite === 'none'
        ? true
        : origin !== undefined
          ? origin !== 'null' && trusted(origin)
          : fetchSite === undefined;
    if (allowed) return next();
    response.status(403).json({ statusCode: 403, message: 'Cross-site request rejected' });
  };
}
