// Paths of the API's GETs that a page asks as soon as it starts, built in one place: the
// front end asks them with these builders and the server hints the very same URLs in
// index.html (routeStartRequests in routes.ts; docs/architecture.md, "Page budgets"). A hint
// whose URL differed from the request would be downloaded for nothing. Zod-free.

/** /api/child-profiles/{id}: one child (read, changed and removed at this path). */
export const childProfilePath = (childId: number | string) => `/api/child-profiles/${childId}`;

/** GET /api/games/{id}: one game of the catalogue. */
export const gamePath = (gameId: number | string) => `/api/games/${gameId}`;

/** GET /api/child-profiles/{id}/game-progress?gameId={id}: a child's progress in one game. */
export const gameProgressPath = (childId: number | string, gameId: number | string) =>
  `/api/child-profiles/${childId}/game-progress?gameId=${gameId}`;

/** GET /api/child-profiles/{id}/game-time: the daily game limit and today's play. */
export const gameTimePath = (childId: number | string) => `/api/child-profiles/${childId}/game-time`;

/** GET /api/users/{id}/child-profiles: the children a user may see, their own and shared ones. */
export const childListPath = (userId: number | string) => `/api/users/${userId}/child-profiles`;

/** GET /api/notifications: the signed-in user's newest notifications and unread count. */
export const notificationsPath = '/api/notifications';

/** GET /api/games/{id}/content?difficultyLevel={level}: a game's questions at one level. */
export const gameContentPath = (gameId: number | string, difficultyLevel: number, seed?: number) =>
  `/api/games/${gameId}/content?difficultyLevel=${difficultyLevel}${seed === undefined ? '' : `&seed=${seed}`}`;
