// Paths of the API's GETs that a page asks as soon as it starts, built in one place: the
// front end asks them with these builders and the server hints the very same URLs in
// index.html (routeStartRequests in routes.ts; docs/architecture.md, "Page budgets"). A hint
// whose URL differed from the request would be downloaded for nothing. Zod-free: the paths come
// from the registry's zod-free routes (endpoints/paths.ts).
import {
  endpointPath,
  childRoute,
  childListRoute,
  gameRoute,
  gameContentRoute,
  gameProgressRoute,
  gameTimeRoute,
  notificationsRoute,
} from './endpoints/paths';

/** /api/child-profiles/{childId}: one child (read, changed and removed at this path). */
export const childProfilePath = (childId: number | string) => endpointPath(childRoute, { childId });

/** GET /api/games/{id}: one game of the catalogue. */
export const gamePath = (gameId: number | string) => endpointPath(gameRoute, { id: gameId });

/** GET /api/child-profiles/{childId}/game-progress?gameId={id}: a child's progress in one game. */
export const gameProgressPath = (childId: number | string, gameId: number | string) =>
  endpointPath(gameProgressRoute, { childId }, { gameId });

/** GET /api/child-profiles/{childId}/game-time: the daily game limit and today's play. */
export const gameTimePath = (childId: number | string) => endpointPath(gameTimeRoute, { childId });

/** GET /api/users/{userId}/child-profiles: the children a user may see, their own and shared ones. */
export const childListPath = (userId: number | string) => endpointPath(childListRoute, { userId });

/** GET /api/notifications: the signed-in user's newest notifications and unread count. */
export const notificationsPath = endpointPath(notificationsRoute);

/** GET /api/games/{id}/content?difficultyLevel={level}: a game's questions at one level. */
export const gameContentPath = (gameId: number | string, difficultyLevel: number, seed?: number) =>
  endpointPath(gameContentRoute, { id: gameId }, { difficultyLevel, seed });
