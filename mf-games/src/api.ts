import {
  gameContentPath,
  gamePath,
  gameProgressPath,
  gameTimePath,
  type CompleteGameSessionInput,
  type CreateGameSessionInput,
  type Game,
  type GameContent,
  type GameDomain,
  type GameProgress,
  type GameRecommendation,
  type GameSessionCreated,
  type GameSessionResult,
  type GameTime,
  type PlayedGameSessionInput,
} from '@flourishly/contracts';
import { api, childGameProgressTag, notificationsTag } from '@flourishly/platform';
import {
  endpointPath,
  completeGameSessionRoute,
  gameRecommendationsRoute,
  gamesRoute,
  recordPlayedGameSessionRoute,
  startGameSessionRoute,
} from '@flourishly/contracts/endpoint-paths';

/** Query of the games list (docs/product.md: domain='' for all, minAge 0, maxAge the child's age). */
export interface GamesListArgs {
  domain: GameDomain | '';
  minAge: number;
  maxAge: number;
}

/**
 * The games calls of docs/product.md. Queries keep the platform defaults (no refetch, never
 * stale); completing a session invalidates the child's progress and recommendations (so a
 * replay reads the new level), the achievements and the notifications (the bell's unread dot).
 * The games, their content and the recommendations are `Content`: a language switch refetches them.
 */
export const gamesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/games?domain=&minAge=&maxAge= */
    getGames: build.query<Game[], GamesListArgs>({
      query: ({ domain, minAge, maxAge }) => ({ url: endpointPath(gamesRoute, undefined, { domain, minAge, maxAge }) }),
      providesTags: [{ type: 'Game', id: 'LIST' }, 'Content'],
    }),
    /** GET /api/child-profiles/{childId}/game-recommendations */
    getGameRecommendations: build.query<GameRecommendation[], number>({
      query: (childId) => endpointPath(gameRecommendationsRoute, { childId }),
      providesTags: (_result, _error, childId) => [childGameProgressTag(childId), 'Content'],
    }),
    /** GET /api/games/{id} */
    getGame: build.query<Game, number>({
      query: gamePath,
      providesTags: (_result, _error, gameId) => [{ type: 'Game', id: gameId }, 'Content'],
    }),
    /**
     * GET /api/games/{id}/content?difficultyLevel={level}[&seed={seed}]: raw section-3 content
     * (parsed by the caller); the seed asks again for the questions of a game being resumed.
     */
    getGameContent: build.query<GameContent, { gameId: number; difficultyLevel: number; seed?: number }>({
      query: ({ gameId, difficultyLevel, seed }) => gameContentPath(gameId, difficultyLevel, seed),
      providesTags: ['Content'],
    }),
    /** GET /api/child-profiles/{childId}/game-progress?gameId={id}: 404 means no progress yet. */
    getGameProgress: build.query<GameProgress, { childId: number; gameId: number }>({
      query: ({ childId, gameId }) => gameProgressPath(childId, gameId),
      providesTags: (_result, _error, { childId }) => [childGameProgressTag(childId)],
    }),
    /**
     * GET /api/child-profiles/{childId}/game-time: the parent's daily limit and today's play. Refreshed
     * by a finished game and by a profile edit (the limit lives on the profile).
     */
    getGameTime: build.query<GameTime, number>({
      query: gameTimePath,
      providesTags: (_result, _error, childId) => [childGameProgressTag(childId), { type: 'Child', id: childId }],
    }),
    /** POST /api/game-sessions: returns the new session's id (429 once the daily game limit is reached). */
    createGameSession: build.mutation<GameSessionCreated, CreateGameSessionInput>({
      query: (body) => ({ url: endpointPath(startGameSessionRoute), method: 'POST', body }),
    }),
    /** PATCH /api/game-sessions/{id}/complete */
    completeGameSession: build.mutation<GameSessionResult, { sessionId: number; childId: number; result: CompleteGameSessionInput }>({
      query: ({ sessionId, result }) => ({
        url: endpointPath(completeGameSessionRoute, { id: sessionId }),
        method: 'PATCH',
        body: result,
      }),
      invalidatesTags: (_result, error, { childId }) => (error ? [] : [childGameProgressTag(childId), 'Achievement', notificationsTag]),
    }),
    /**
     * POST /api/game-sessions/played: a whole session played while its start found no network
     * (docs/architecture.md, "Offline and installed"). Idempotent: offline, the service worker
     * queues it (error 'OFFLINE_QUEUED') and sends it, with its key, when the network returns.
     */
    recordPlayedGameSession: build.mutation<GameSessionResult, PlayedGameSessionInput>({
      query: (body) => ({ url: endpointPath(recordPlayedGameSessionRoute), method: 'POST', body }),
      invalidatesTags: (_result, error, { childId }) => (error ? [] : [childGameProgressTag(childId), 'Achievement', notificationsTag]),
    }),
  }),
});

export const {
  useGetGamesQuery,
  useGetGameRecommendationsQuery,
  useGetGameQuery,
  useGetGameContentQuery,
  useGetGameProgressQuery,
  useGetGameTimeQuery,
  useCreateGameSessionMutation,
  useCompleteGameSessionMutation,
  useRecordPlayedGameSessionMutation,
} = gamesApi;
