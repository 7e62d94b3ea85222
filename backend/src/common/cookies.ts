// The cookies' names, read by sign-in (auth/), sign-out and account deletion (account/) and the
// page server (web/, app.factory.ts).

/** The session cookie (auth/sessions.ts). */
export const SESSION_COOKIE_NAME = 'flourishly.sid';
/** The session cookie's path: browsers send it to the API only, never with pages or static files. */
export const SESSION_COOKIE_PATH = '/api';
/**
 * The signed-in marker (path /, value "1", no secret): pages never see the session cookie, so this
 * tells the page server that the visitor is signed in, for its hints (web/start-hints.ts). Kept in
 * step with the session by `registerSessions` (auth/sessions.ts).
 */
export const SIGNED_IN_COOKIE_NAME = 'flourishly.signed-in';
